// fgetc.c — fgetc, getc, getchar, and ungetc (up to 7 pushed-back bytes).
#include "stdio_impl.h"

int fgetc(FILE *f) {
  if (f->nunget)
    return f->unget[--f->nunget];
  if (f->rpos < f->rlen)
    return f->buf[f->rpos++];
  if (__stdio_want_read(f) || __stdio_fill(f))
    return EOF;
  return f->buf[f->rpos++];
}

int getc(FILE *f) {
  return fgetc(f);
}

int getchar(void) {
  return fgetc(stdin);
}

int ungetc(int c, FILE *f) {
  if (c == EOF || __stdio_want_read(f) || f->nunget >= UNGET_MAX - 1)
    return EOF;
  f->unget[f->nunget++] = (unsigned char)c;
  f->flags &= ~F_EOF;
  return (unsigned char)c;
}
