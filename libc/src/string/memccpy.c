// memccpy.c — memccpy, stpncpy, memmem.
#include <string.h>

// Copies up to n bytes, stopping after the first c; returns the byte
// after it in dst, or 0 if c was not copied.
void *memccpy(void *restrict dst, const void *restrict src, int c, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) {
    d[i] = s[i];
    if (s[i] == (unsigned char)c)
      return d + i + 1;
  }
  return 0;
}

char *stpncpy(char *restrict d, const char *restrict s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  char *end = d + i;
  for (; i < n; i++)
    d[i] = 0;
  return end;
}

void *memmem(const void *h, size_t hn, const void *n, size_t nn) {
  const unsigned char *hp = h, *np = n;
  if (nn == 0)
    return (void *)hp;
  for (size_t i = 0; i + nn <= hn; i++)
    if (hp[i] == np[0] && !memcmp(hp + i, np, nn))
      return (void *)(hp + i);
  return 0;
}
