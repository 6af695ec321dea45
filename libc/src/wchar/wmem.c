// wmem.c — wmemset, wmemcpy, wmemmove, wmemcmp, wmemchr.  Copies go
// through the runtime's memcpy/memmove (wide characters hold no pointers,
// but there is no reason to copy differently).
#include <string.h>
#include <wchar.h>

wchar_t *wmemset(wchar_t *d, wchar_t c, size_t n) {
  for (size_t i = 0; i < n; i++)
    d[i] = c;
  return d;
}

wchar_t *wmemcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
  if (n)
    memcpy(d, s, n * sizeof *d);
  return d;
}

wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n) {
  if (n)
    memmove(d, s, n * sizeof *d);
  return d;
}

int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (s[i] == c)
      return (wchar_t *)(s + i);
  return 0;
}
