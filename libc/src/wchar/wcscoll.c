// wcscoll.c — collation of wide strings.  Both locales ("C" and
// "C.UTF-8") collate by code point, so wcscoll is wcscmp and wcsxfrm
// copies.
#include <wchar.h>

int wcscoll(const wchar_t *a, const wchar_t *b) {
  return wcscmp(a, b);
}

// Copies src when it fits in n wide characters (with its terminator);
// returns its length either way.
size_t wcsxfrm(wchar_t *restrict dst, const wchar_t *restrict src, size_t n) {
  size_t len = wcslen(src);
  if (len < n)
    wmemcpy(dst, src, len + 1);
  return len;
}
