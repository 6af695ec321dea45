// fputs.c — fputs and puts.
#include <string.h>
#include "stdio_impl.h"

int fputs(const char *restrict s, FILE *restrict f) {
  size_t n = strlen(s);
  if (__stdio_orient(f, -1) || __stdio_want_write(f) || __stdio_write(f, (const unsigned char *)s, n) != n)
    return EOF;
  return 0;
}

int puts(const char *s) {
  if (fputs(s, stdout) == EOF || fputc('\n', stdout) == EOF)
    return EOF;
  return 0;
}
