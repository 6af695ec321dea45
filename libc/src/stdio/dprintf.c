// dprintf.c — dprintf and vdprintf: formatted output to a descriptor,
// through a temporary unlisted stream.
#include "stdio_impl.h"

int vdprintf(int fd, const char *restrict fmt, va_list ap) {
  unsigned char buf[BUFSIZ];
  FILE f = {fd, F_WRITE, _IOFBF, buf, sizeof buf, 0, 0, 0, 0, {0}, 0, -1, 0, 0, 0, 0};
  Sink out = {.file = &f};
  int r = __vformat(&out, fmt, ap);
  if (__stdio_flush(&f) && r >= 0)
    r = -1;
  return r;
}

int dprintf(int fd, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vdprintf(fd, fmt, ap);
  va_end(ap);
  return r;
}
