// wcs.c — the wide-string functions: the same algorithms as string/,
// one wchar_t at a time.
#include <stdlib.h>
#include <wchar.h>

size_t wcslen(const wchar_t *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

size_t wcsnlen(const wchar_t *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

wchar_t *wcscpy(wchar_t *restrict d, const wchar_t *restrict s) {
  size_t i = 0;
  while ((d[i] = s[i]))
    i++;
  return d;
}

wchar_t *wcsncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

wchar_t *wcscat(wchar_t *restrict d, const wchar_t *restrict s) {
  wcscpy(d + wcslen(d), s);
  return d;
}

wchar_t *wcsncat(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
  wchar_t *p = d + wcslen(d);
  while (n-- > 0 && *s)
    *p++ = *s++;
  *p = 0;
  return d;
}

int wcscmp(const wchar_t *a, const wchar_t *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a < *b ? -1 : *a > *b;
}

int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n) {
  for (; n > 0; n--, a++, b++)
    if (*a != *b || !*a)
      return *a < *b ? -1 : *a > *b;
  return 0;
}

wchar_t *wcschr(const wchar_t *s, wchar_t c) {
  for (;; s++) {
    if (*s == c)
      return (wchar_t *)s;
    if (!*s)
      return 0;
  }
}

wchar_t *wcsrchr(const wchar_t *s, wchar_t c) {
  const wchar_t *last = 0;
  for (;; s++) {
    if (*s == c)
      last = s;
    if (!*s)
      return (wchar_t *)last;
  }
}

wchar_t *wcsstr(const wchar_t *restrict h, const wchar_t *restrict n) {
  if (!*n)
    return (wchar_t *)h;
  for (; *h; h++) {
    size_t i = 0;
    while (n[i] && h[i] == n[i])
      i++;
    if (!n[i])
      return (wchar_t *)h;
  }
  return 0;
}

size_t wcsspn(const wchar_t *s, const wchar_t *accept) {
  size_t n = 0;
  while (s[n] && wcschr(accept, s[n]))
    n++;
  return n;
}

size_t wcscspn(const wchar_t *s, const wchar_t *reject) {
  size_t n = 0;
  while (s[n] && !wcschr(reject, s[n]))
    n++;
  return n;
}

wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept) {
  s += wcscspn(s, accept);
  return *s ? (wchar_t *)s : 0;
}

wchar_t *wcsdup(const wchar_t *s) {
  size_t n = wcslen(s) + 1;
  wchar_t *d = malloc(n * sizeof *d);
  if (d)
    wmemcpy(d, s, n);
  return d;
}

wchar_t *wcstok(wchar_t *restrict s, const wchar_t *restrict delim, wchar_t **restrict save) {
  if (!s)
    s = *save;
  if (!s)
    return 0;
  s += wcsspn(s, delim);
  if (!*s) {
    *save = 0;
    return 0;
  }
  wchar_t *end = s + wcscspn(s, delim);
  if (*end)
    *end++ = 0;
  else
    end = 0;
  *save = end;
  return s;
}
