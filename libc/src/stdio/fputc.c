// fputc.c — fputc, putc, putchar (each under the stream's lock).
#include "stdio_impl.h"

int __fputc_unlocked(int c, FILE *f) {
  unsigned char ch = (unsigned char)c;
  if (__stdio_want_write(f) || __stdio_write(f, &ch, 1) != 1)
    return EOF;
  return ch;
}

int fputc(int c, FILE *f) {
  __stdio_lock(f);
  int r = __fputc_unlocked(c, f);
  __stdio_unlock(f);
  return r;
}

int putc(int c, FILE *f) {
  return fputc(c, f);
}

int putchar(int c) {
  return fputc(c, stdout);
}
