// fputc.c — fputc, putc, putchar.
#include "stdio_impl.h"

int fputc(int c, FILE *f) {
  unsigned char ch = (unsigned char)c;
  if (__stdio_want_write(f) || __stdio_write(f, &ch, 1) != 1)
    return EOF;
  return ch;
}

int putc(int c, FILE *f) {
  return fputc(c, f);
}

int putchar(int c) {
  return fputc(c, stdout);
}
