// wcsrtombs.c — wcsrtombs and wcsnrtombs (POSIX 2008): wide characters to
// a multibyte string, the second reading at most nwc of them.
#include <errno.h>
#include <stdint.h>
#include <wchar.h>
#include "locale_impl.h"

// The bytes wcrtomb writes for wc in the current locale, or (size_t)-1.
static size_t out_length(unsigned wc) {
  if (wc < 128)
    return 1;
  if (!__locale_utf8())
    return wc >> 7 == 0xe0000 >> 7 ? 0 : (size_t)-1;
  size_t len = __utf8_length(wc);
  return len ? len : (size_t)-1;
}

// A character that does not fit in the n bytes left is not written (the
// conversion stops before it); with dst null n is ignored and *src is
// left alone.  The terminating null wide character counts in nwc.
size_t wcsnrtombs(char *restrict dst, const wchar_t **restrict src, size_t nwc, size_t n,
                  mbstate_t *restrict st) {
  static mbstate_t internal;
  if (!st)
    st = &internal;
  if (st->__state) {  // an unfinished byte sequence (glibc: EILSEQ)
    errno = EILSEQ;
    return (size_t)-1;
  }
  const wchar_t *s = *src;
  size_t count = 0;
  for (; (!dst || count < n) && nwc > 0; s++, nwc--) {
    unsigned wc = (unsigned)*s;
    size_t len = out_length(wc);
    if (len == (size_t)-1) {
      if (dst)
        *src = s;
      errno = EILSEQ;
      return len;
    }
    if (dst) {
      if (len > n - count)
        break;
      if (len == 1)
        dst[count] = (char)wc;
      else if (len > 1)
        __utf8_encode(dst + count, wc);
    }
    if (wc == 0) {
      if (dst)
        *src = 0;
      return count;
    }
    count += len;
  }
  if (dst)
    *src = s;
  return count;
}

size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t n,
                 mbstate_t *restrict st) {
  return wcsnrtombs(dst, src, SIZE_MAX, n, st);
}
