// vfprintf.c — vfprintf and fprintf: formatted output to a stream.
//
// An unbuffered stream (stderr) is given a temporary buffer for the call,
// so one printf reaches the descriptor as one write, as glibc does.
#include "stdio_impl.h"

// An unbuffered stream gets a buffer for the length of one call.  (A
// function of its own: in safe mode the 4 KiB array is allocated at entry
// to the function that declares it, and most calls do not need it.)
static int unbuffered(FILE *restrict f, Sink *out, const char *restrict fmt, va_list ap) {
  unsigned char tmp[BUFSIZ];
  unsigned char *saved_buf = f->buf;
  size_t saved_size = f->bufsize;
  f->buf = tmp;
  f->bufsize = sizeof tmp;
  f->bufmode = _IOFBF;
  int r = __vformat(out, fmt, ap);
  if (__stdio_flush(f) && r >= 0)
    r = -1;
  f->buf = saved_buf;
  f->bufsize = saved_size;
  f->bufmode = _IONBF;
  return r;
}

// The engine for both orientations (vfwprintf calls it too).
int __vfprintf_any(FILE *restrict f, const char *restrict fmt, va_list ap) {
  __stdio_lock(f);
  int r = -1;
  if (!__stdio_want_write(f)) {
    Sink out = {.file = f};
    r = f->bufmode == _IONBF ? unbuffered(f, &out, fmt, ap) : __vformat(&out, fmt, ap);
  }
  __stdio_unlock(f);
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
