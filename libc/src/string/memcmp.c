// memcmp.c — memcmp, memchr, memrchr.
#include <string.h>

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < n; i++)
    if (x[i] != y[i])
      return x[i] - y[i];
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++)
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  return 0;
}

void *memrchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  while (n-- > 0)
    if (p[n] == (unsigned char)c)
      return (void *)(p + n);
  return 0;
}
