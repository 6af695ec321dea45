// strcmp.c — strcmp, strncmp, strcoll (the "C" locale collates by byte).
// Bytes compare as unsigned char.
#include <string.h>

int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

int strncmp(const char *a, const char *b, size_t n) {
  for (; n > 0; n--, a++, b++) {
    if (*a != *b || !*a)
      return (unsigned char)*a - (unsigned char)*b;
  }
  return 0;
}

int strcoll(const char *a, const char *b) {
  return strcmp(a, b);
}

size_t strxfrm(char *restrict dst, const char *restrict src, size_t n) {
  size_t len = strlen(src);
  if (len < n)
    memcpy(dst, src, len + 1);
  return len;
}
