// mb.c — conversions between bytes and wide characters.
//
// In "C" the encoding is ASCII: a byte or wide character above 0x7f is an
// encoding error (EILSEQ), as in glibc's C locale.  In C.UTF-8 it is UTF-8
// as glibc 2.36 reads and writes it: sequences of up to six bytes (values
// up to 0x7fffffff, as the original UTF-8 had them), overlong forms and
// surrogates refused.  A sequence split across calls is carried in the
// mbstate_t: __state holds the bytes still needed (low 4 bits) and the
// sequence length (above them), __value the bits gathered so far.
#include <errno.h>
#include <stdlib.h>
#include <wchar.h>
#include "locale_impl.h"

// After an error the state is left as the call found it, as glibc does.
static size_t encoding_error(mbstate_t *st) {
  (void)st;
  errno = EILSEQ;
  return (size_t)-1;
}

size_t __utf8_length(unsigned wc) {
  if (wc < 0x80)
    return 1;
  if (wc < 0x800)
    return 2;
  if (wc >= 0xd800 && wc < 0xe000)
    return 0;
  if (wc < 0x10000)
    return 3;
  if (wc < 0x200000)
    return 4;
  if (wc < 0x4000000)
    return 5;
  return wc < 0x80000000u ? 6 : 0;
}

unsigned char __utf8_byte(unsigned wc, size_t len, size_t i) {
  static const unsigned char lead[7] = {0, 0, 0xc0, 0xe0, 0xf0, 0xf8, 0xfc};
  if (len == 1)
    return (unsigned char)wc;
  unsigned bits = wc >> 6 * (len - 1 - i);
  return (unsigned char)(i == 0 ? lead[len] | bits : 0x80 | (bits & 0x3f));
}

size_t __utf8_encode(char *s, unsigned wc) {
  size_t len = __utf8_length(wc);
  if (len == 0) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  for (size_t i = 0; i < len; i++)
    s[i] = (char)__utf8_byte(wc, len, i);
  return len;
}

// One UTF-8 character from s[0..n), n > 0, continuing what st holds.
static size_t utf8_decode(wchar_t *wc, const unsigned char *s, size_t n, mbstate_t *st) {
  unsigned need = st->__state & 15, len = st->__state >> 4, v = st->__value;
  size_t i = 0;
  if (need == 0) {
    unsigned c = s[i++];
    if (c < 0x80) {
      if (wc)
        *wc = (wchar_t)c;
      return c != 0;
    }
    if (c < 0xc2 || c >= 0xfe)  // a continuation byte, or C0/C1 (always overlong)
      return encoding_error(st);
    len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : c < 0xfc ? 5 : 6;
    v = c & (0x7fu >> len);
    need = len - 1;
  }
  for (; need > 0; need--, i++) {
    if (i == n) {
      st->__state = need | len << 4;
      st->__value = v;
      return (size_t)-2;
    }
    if ((s[i] & 0xc0) != 0x80)
      return encoding_error(st);
    v = v << 6 | (s[i] & 0x3fu);
  }
  if (__utf8_length(v) != len)  // overlong, or a surrogate
    return encoding_error(st);
  st->__state = 0;
  if (wc)
    *wc = (wchar_t)v;
  return i;
}

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
  static mbstate_t internal;
  if (!st)
    st = &internal;
  if (!s) {  // as if for "": ends the character in progress, if any
    if (st->__state)
      return encoding_error(st);
    return 0;
  }
  if (n == 0)
    return (size_t)-2;
  unsigned char c = (unsigned char)*s;
  if (c < 128 && st->__state == 0) {  // ASCII, the same in both locales
    if (wc)
      *wc = c;
    return c != 0;
  }
  if (!__locale_utf8())
    return encoding_error(st);
  return utf8_decode(wc, (const unsigned char *)s, n, st);
}

size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict st) {
  static mbstate_t internal;
  return mbrtowc(0, s, n, st ? st : &internal);
}

// In "C", glibc writes nothing for the Unicode tag characters
// U+E0000..U+E007F (its converters drop them) instead of failing.
size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict st) {
  static mbstate_t internal;
  if (!st)
    st = &internal;
  if (!s) {  // as if for L'\0': back to the initial state
    st->__state = 0;
    return 1;
  }
  if (st->__state)  // a byte sequence was left unfinished (glibc: EILSEQ)
    return encoding_error(st);
  if ((unsigned)wc < 128) {
    *s = (char)wc;
    return 1;
  }
  if (!__locale_utf8()) {
    if ((unsigned)wc >> 7 == 0xe0000 >> 7)
      return 0;
    errno = EILSEQ;
    return (size_t)-1;
  }
  return __utf8_encode(s, (unsigned)wc);
}

// mbtowc, mblen and wctomb keep no state between calls: UTF-8 has no
// shift states, and glibc forgets an incomplete character (-1) too.
int mbtowc(wchar_t *restrict wc, const char *restrict s, size_t n) {
  static mbstate_t st;
  if (!s)
    return 0;
  st.__state = 0;
  size_t r = mbrtowc(wc, s, n, &st);
  if (r == (size_t)-2) {
    errno = EILSEQ;
    r = (size_t)-1;
  }
  return r == (size_t)-1 ? -1 : (int)r;
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

// As mbsrtowcs and wcsrtombs from the initial state, which a fresh
// mbstate_t per call gives (C11 7.22.8).
size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n) {
  mbstate_t st = {0};
  const char *p = src;
  return mbsrtowcs(dst, &p, n, &st);
}

size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n) {
  mbstate_t st = {0};
  const wchar_t *p = src;
  return wcsrtombs(dst, &p, n, &st);
}
