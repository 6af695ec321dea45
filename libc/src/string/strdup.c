// strdup.c — strdup and strndup: new malloc'd copies.
#include <stdlib.h>
#include <string.h>

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

char *strndup(const char *s, size_t max) {
  size_t n = strnlen(s, max);
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}
