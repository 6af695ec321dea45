// fgets.c — fgets and fgets_unlocked (GNU): up to n-1 bytes, through
// the first newline.
#include "stdio_impl.h"

char *fgets_unlocked(char *restrict s, int n, FILE *restrict f) {
  if (n <= 0)
    return 0;
  int i = 0;
  while (i < n - 1) {
    int c = __fgetc_unlocked(f);
    if (c == EOF) {
      if (i == 0 || (f->flags & F_ERR))
        return 0;
      break;
    }
    s[i++] = (char)c;
    if (c == '\n')
      break;
  }
  s[i] = 0;
  return s;
}

char *fgets(char *restrict s, int n, FILE *restrict f) {
  __stdio_lock(f);
  char *r = fgets_unlocked(s, n, f);
  __stdio_unlock(f);
  return r;
}
