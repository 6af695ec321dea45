// wcslen.c — the few wide-string functions we have.
#include <wchar.h>

size_t wcslen(const wchar_t *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

int wcscmp(const wchar_t *a, const wchar_t *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a < *b ? -1 : *a > *b;
}

wchar_t *wcscpy(wchar_t *restrict d, const wchar_t *restrict s) {
  wchar_t *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

wchar_t *wcschr(const wchar_t *s, wchar_t c) {
  for (;; s++) {
    if (*s == c)
      return (wchar_t *)s;
    if (!*s)
      return 0;
  }
}
