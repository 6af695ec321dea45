// snprintf.c — snprintf and vsnprintf: at most n-1 characters and a NUL;
// the result counts every character the full output would have.
#include "stdio_impl.h"

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap) {
  Sink out = {.str = s, .cap = n};
  return __vformat(&out, fmt, ap);
}

int snprintf(char *restrict s, size_t n, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return r;
}
