// sprintf.c — sprintf and vsprintf.  The buffer's bound is not known to
// the function, but every store into it is capability-checked, so an
// overflow traps instead of corrupting memory.
#include <stdint.h>
#include "stdio_impl.h"

int vsprintf(char *restrict s, const char *restrict fmt, va_list ap) {
  Sink out = {.str = s, .cap = SIZE_MAX};
  return __vformat(&out, fmt, ap);
}

int sprintf(char *restrict s, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(s, fmt, ap);
  va_end(ap);
  return r;
}
