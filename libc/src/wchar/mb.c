// mb.c — conversions between bytes and wide characters in the "C"
// locale, whose encoding is ASCII: one byte per character, and a byte or
// wide character above 0x7f is an encoding error (EILSEQ).
#include <errno.h>
#include <stdlib.h>
#include <wchar.h>

wint_t btowc(int c) {
  return c >= 0 && c < 128 ? (wint_t)c : WEOF;
}

int wctob(wint_t c) {
  return c < 128 ? (int)c : -1;
}

int mbsinit(const mbstate_t *st) {
  return !st || st->__state == 0;
}

size_t mbrtowc(wchar_t *restrict wc, const char *restrict s, size_t n, mbstate_t *restrict st) {
  (void)st;
  if (!s)
    return 0;
  if (n == 0)
    return (size_t)-2;
  unsigned char c = (unsigned char)*s;
  if (c >= 128) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  if (wc)
    *wc = c;
  return c != 0;
}

size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict st) {
  return mbrtowc(0, s, n, st);
}

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict st) {
  (void)st;
  if (!s)
    return 1;
  if (wc < 0 || wc >= 128) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  *s = (char)wc;
  return 1;
}

int mbtowc(wchar_t *restrict wc, const char *restrict s, size_t n) {
  if (!s)
    return 0;  // the encoding has no shift states
  size_t r = mbrtowc(wc, s, n, 0);
  return r > n ? -1 : (int)r;
}

int mblen(const char *s, size_t n) {
  return mbtowc(0, s, n);
}

int wctomb(char *s, wchar_t wc) {
  if (!s)
    return 0;
  size_t r = wcrtomb(s, wc, 0);
  return r == (size_t)-1 ? -1 : (int)r;
}

size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t n, mbstate_t *restrict st) {
  (void)st;
  const char *s = *src;
  size_t i = 0;
  for (; !dst || i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 128) {
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (dst)
      dst[i] = c;
    if (!c) {
      if (dst)
        *src = 0;
      return i;
    }
  }
  *src = s + i;
  return i;
}

size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t n, mbstate_t *restrict st) {
  (void)st;
  const wchar_t *s = *src;
  size_t i = 0;
  for (; !dst || i < n; i++) {
    wchar_t c = s[i];
    if (c < 0 || c >= 128) {
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (dst)
      dst[i] = (char)c;
    if (!c) {
      if (dst)
        *src = 0;
      return i;
    }
  }
  *src = s + i;
  return i;
}

size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n) {
  const char *p = src;
  return mbsrtowcs(dst, &p, n, 0);
}

size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n) {
  const wchar_t *p = src;
  return wcsrtombs(dst, &p, n, 0);
}
