// vfprintf.c — vfprintf and fprintf: formatted output to a stream.
//
// An unbuffered stream (stderr) is given a temporary buffer for the call,
// so one printf reaches the descriptor as one write, as glibc does.
#include "stdio_impl.h"

// The engine for both orientations (vfwprintf calls it too).
int __vfprintf_any(FILE *restrict f, const char *restrict fmt, va_list ap) {
  if (__stdio_want_write(f))
    return -1;
  Sink out = {f, 0, 0, 0, 0};
  if (f->bufmode != _IONBF)
    return __vformat(&out, fmt, ap);

  unsigned char tmp[BUFSIZ];
  unsigned char *saved_buf = f->buf;
  size_t saved_size = f->bufsize;
  f->buf = tmp;
  f->bufsize = sizeof tmp;
  f->bufmode = _IOFBF;
  int r = __vformat(&out, fmt, ap);
  if (__stdio_flush(f) && r >= 0)
    r = -1;
  f->buf = saved_buf;
  f->bufsize = saved_size;
  f->bufmode = _IONBF;
  return r;
}

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap) {
  if (__stdio_orient(f, -1))
    return -1;
  return __vfprintf_any(f, fmt, ap);
}

int fprintf(FILE *restrict f, const char *restrict fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}
