// narrow.c — __narrow (see wide.h).
#include <stdlib.h>
#include <wchar.h>
#include "locale_impl.h"
#include "wide.h"

// A character with no encoding in the current locale becomes the byte
// 0x80, which no byte function treats as anything but an ordinary,
// unmatched byte (and which is itself an encoding error).
static size_t narrow_length(wchar_t c) {
  size_t len = (unsigned)c < 128 ? 1 : __locale_utf8() ? __utf8_length((unsigned)c) : 1;
  return len ? len : 1;
}

char *__narrow(const wchar_t *ws, size_t max) {
  size_t n = wcsnlen(ws, max), bytes = 0;
  for (size_t i = 0; i < n; i++)
    bytes += narrow_length(ws[i]);
  char *s = malloc(bytes + 1);
  if (!s)
    return 0;
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned c = (unsigned)ws[i];
    size_t len = narrow_length(ws[i]);
    if (c < 128)
      s[k] = (char)c;
    else if (!__locale_utf8() || !__utf8_length(c))
      s[k] = (char)0x80;
    else
      __utf8_encode(s + k, c);
    k += len;
  }
  s[k] = 0;
  return s;
}
