// strlen.c — strlen and strnlen, a byte at a time (a word-at-a-time read
// past the terminator would be an out-of-bounds access here).
#include <string.h>

size_t strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}
