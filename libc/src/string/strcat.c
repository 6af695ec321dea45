// strcat.c — strcat and strncat.
#include <string.h>

char *strcat(char *restrict d, const char *restrict s) {
  strcpy(d + strlen(d), s);
  return d;
}

// Appends at most n bytes of s, always followed by a NUL.
char *strncat(char *restrict d, const char *restrict s, size_t n) {
  char *p = d + strlen(d);
  while (n-- > 0 && *s)
    *p++ = *s++;
  *p = 0;
  return d;
}
