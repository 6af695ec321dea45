// strcpy.c — strcpy and stpcpy.
#include <string.h>

char *stpcpy(char *restrict d, const char *restrict s) {
  while ((*d = *s)) {
    d++;
    s++;
  }
  return d;
}

char *strcpy(char *restrict d, const char *restrict s) {
  stpcpy(d, s);
  return d;
}
