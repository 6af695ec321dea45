// fgetc.c — fgetc, getc, getchar, and ungetc (up to 7 pushed-back bytes),
// each under the stream's lock.
#include "stdio_impl.h"

int __fgetc_unlocked(FILE *f) {
  if (f->nunget)
    return f->unget[--f->nunget];
  if (f->rpos < f->rlen)
    return f->buf[f->rpos++];
  if (__stdio_want_read(f) || __stdio_fill(f))
    return EOF;
  return f->buf[f->rpos++];
}

int fgetc(FILE *f) {
  __stdio_lock(f);
  int c = __fgetc_unlocked(f);
  __stdio_unlock(f);
  return c;
}

int getc(FILE *f) {
  return fgetc(f);
}

int getchar(void) {
  return fgetc(stdin);
}

int ungetc(int c, FILE *f) {
  __stdio_lock(f);
  int r = EOF;
  if (c != EOF && !__stdio_want_read(f) && f->nunget < UNGET_MAX - 1) {
    f->unget[f->nunget++] = (unsigned char)c;
    f->flags &= ~F_EOF;
    r = (unsigned char)c;
  }
  __stdio_unlock(f);
  return r;
}
