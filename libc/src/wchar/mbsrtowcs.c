// mbsrtowcs.c — mbsrtowcs and mbsnrtowcs (POSIX 2008): a multibyte string
// to wide characters, the second reading at most nms bytes.
#include <stdint.h>
#include <wchar.h>
#include "locale_impl.h"

// With dst null nothing is stored, n is ignored, and *src and *st are
// left as they were (the count is made on a copy of the state), as C11
// 7.29.6.4.1 and glibc have it.  A character cut by the nms limit is
// taken into *st and its bytes count as read: the next call, from *src
// with the same state, finishes it (glibc does the same).
size_t mbsnrtowcs(wchar_t *restrict dst, const char **restrict src, size_t nms, size_t n,
                  mbstate_t *restrict st) {
  static mbstate_t internal;
  if (!st)
    st = &internal;
  mbstate_t copy = *st;
  mbstate_t *use = dst ? st : &copy;
  const char *s = *src;
  size_t count = 0, left = nms;
  for (; (!dst || count < n) && left > 0; count++) {
    wchar_t c = 0;
    size_t r;
    if (use->__state == 0 && (unsigned char)*s < 128) {
      c = (unsigned char)*s;
      r = 1;
    } else {
      r = mbrtowc(&c, s, left, use);  // without a limit a string ends at its NUL
      if (r == (size_t)-2) {
        s += left;
        break;
      }
      if (r == (size_t)-1) {
        if (dst)
          *src = s;
        return r;
      }
    }
    if (dst)
      dst[count] = c;
    if (c == 0) {
      if (dst)
        *src = 0;
      return count;
    }
    s += r;
    left -= r;
  }
  if (dst)
    *src = s;
  return count;
}

size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t n,
                 mbstate_t *restrict st) {
  return mbsnrtowcs(dst, src, SIZE_MAX, n, st);
}
