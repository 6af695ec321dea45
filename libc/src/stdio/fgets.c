// fgets.c — fgets: up to n-1 bytes, through the first newline.
#include "stdio_impl.h"

char *fgets(char *restrict s, int n, FILE *restrict f) {
  if (n <= 0)
    return 0;
  int i = 0;
  while (i < n - 1) {
    int c = fgetc(f);
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
