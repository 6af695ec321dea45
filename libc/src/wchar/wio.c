// wio.c — wide character stream I/O: each wide character is its bytes in
// the current encoding (one ASCII byte in "C", UTF-8 in C.UTF-8).  Each
// function makes the stream wide-oriented and fails on a byte-oriented one.
#include <errno.h>
#include <stdio.h>
#include <wchar.h>
#include "locale_impl.h"
#include "stdio_impl.h"

static wint_t bad_input(void) {
  errno = EILSEQ;
  return WEOF;
}

// Reads one UTF-8 character byte by byte (no buffer).  A byte that cannot
// continue the character is left in the stream.
static wint_t read_utf8(FILE *f, int c) {
  if (c < 0xc2 || c > 0xfd)
    return bad_input();
  size_t len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : c < 0xfc ? 5 : 6;
  unsigned v = (unsigned)c & (0x7fu >> len);
  for (size_t i = 1; i < len; i++) {
    c = fgetc(f);
    if (c == EOF)
      return ferror(f) ? WEOF : bad_input();
    if ((c & 0xc0) != 0x80) {
      ungetc(c, f);
      return bad_input();
    }
    v = v << 6 | ((unsigned)c & 0x3f);
  }
  if (__utf8_length(v) != len)  // overlong, or a surrogate
    return bad_input();
  return v;
}

wint_t fgetwc(FILE *f) {
  if (__stdio_orient(f, 1))
    return WEOF;
  int c = fgetc(f);
  if (c == EOF)
    return WEOF;
  if (c < 128)
    return (wint_t)c;
  if (!__locale_utf8())
    return bad_input();
  return read_utf8(f, c);
}

wint_t getwc(FILE *f) {
  return fgetwc(f);
}

wint_t getwchar(void) {
  return fgetwc(stdin);
}

// The character goes back as its bytes, last first.
wint_t ungetwc(wint_t c, FILE *f) {
  if (__stdio_orient(f, 1) || c == WEOF)
    return WEOF;
  size_t len = c < 128 ? 1 : __locale_utf8() ? __utf8_length(c) : 0;
  if (len == 0)
    return WEOF;
  for (size_t i = len; i > 0; i--)
    if (ungetc(__utf8_byte(c, len, i - 1), f) == EOF)
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

// In "C", the tag characters U+E0000..U+E007F are written as nothing (see
// wcrtomb); any other character above 0x7f is an encoding error.
wint_t fputwc(wchar_t c, FILE *f) {
  if (__stdio_orient(f, 1))
    return WEOF;
  unsigned u = (unsigned)c;
  size_t len = u < 128 ? 1 : __locale_utf8() ? __utf8_length(u) : 0;
  if (len == 0) {
    if (!__locale_utf8() && u >> 7 == 0xe0000 >> 7)
      return u;
    errno = EILSEQ;
    return WEOF;
  }
  for (size_t i = 0; i < len; i++)
    if (fputc(__utf8_byte(u, len, i), f) == EOF)
      return WEOF;
  return u;
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
