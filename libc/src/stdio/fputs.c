// fputs.c — fputs and puts (each under the stream's lock), and
// fputs_unlocked (GNU).
#include <string.h>
#include "stdio_impl.h"

int fputs_unlocked(const char *restrict s, FILE *restrict f) {
  size_t n = strlen(s);
  if (__stdio_orient(f, -1) || __stdio_want_write(f) ||
      __stdio_write(f, (const unsigned char *)s, n) != n)
    return EOF;
  return 0;
}

int fputs(const char *restrict s, FILE *restrict f) {
  __stdio_lock(f);
  int r = fputs_unlocked(s, f);
  __stdio_unlock(f);
  return r;
}

int puts(const char *s) {
  __stdio_lock(stdout);
  int r = fputs_unlocked(s, stdout) == EOF || __fputc_unlocked('\n', stdout) == EOF ? EOF : 0;
  __stdio_unlock(stdout);
  return r;
}
