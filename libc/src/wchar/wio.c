// wio.c — wide character stream I/O: each wide character is one byte of
// the stream ("C" locale).  Each function makes the stream wide-oriented
// and fails on a byte-oriented one.
#include <errno.h>
#include <stdio.h>
#include <wchar.h>
#include "stdio_impl.h"

wint_t fgetwc(FILE *f) {
  if (__stdio_orient(f, 1))
    return WEOF;
  int c = fgetc(f);
  if (c == EOF)
    return WEOF;
  if (c >= 128) {
    errno = EILSEQ;
    return WEOF;
  }
  return (wint_t)c;
}

wint_t getwc(FILE *f) {
  return fgetwc(f);
}

wint_t getwchar(void) {
  return fgetwc(stdin);
}

wint_t ungetwc(wint_t c, FILE *f) {
  if (__stdio_orient(f, 1) || c == WEOF || c >= 128 || ungetc((int)c, f) == EOF)
    return WEOF;
  return c;
}

wchar_t *fgetws(wchar_t *restrict s, int n, FILE *restrict f) {
  if (n <= 0)
    return 0;
  int i = 0;
  while (i < n - 1) {
    wint_t c = fgetwc(f);
    if (c == WEOF) {
      if (i == 0 || ferror(f))
        return 0;
      break;
    }
    s[i++] = (wchar_t)c;
    if (c == '\n')
      break;
  }
  s[i] = 0;
  return s;
}

wint_t fputwc(wchar_t c, FILE *f) {
  if (__stdio_orient(f, 1))
    return WEOF;
  if (c < 0 || c >= 128) {
    errno = EILSEQ;
    return WEOF;
  }
  return fputc(c, f) == EOF ? WEOF : (wint_t)c;
}

wint_t putwc(wchar_t c, FILE *f) {
  return fputwc(c, f);
}

wint_t putwchar(wchar_t c) {
  return fputwc(c, stdout);
}

int fputws(const wchar_t *restrict s, FILE *restrict f) {
  for (; *s; s++)
    if (fputwc(*s, f) == WEOF)
      return -1;
  return 0;
}
