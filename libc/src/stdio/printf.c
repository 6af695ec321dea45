// printf.c — printf and vprintf: formatted output to stdout.
#include "stdio_impl.h"

int vprintf(const char *restrict fmt, va_list ap) {
  return vfprintf(stdout, fmt, ap);
}

int printf(const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(stdout, fmt, ap);
  va_end(ap);
  return r;
}
