// wide.h — the bridge from wide strings to the byte functions: a wide
// string becomes its multibyte form in the current locale.
#ifndef WIDE_H
#define WIDE_H

#include <stddef.h>

// A malloc'd multibyte copy of ws (at most max characters, or all when max
// is (size_t)-1); a character with no encoding becomes the byte 0x80,
// which no byte function treats as anything but an ordinary, unmatched
// byte.  0 when out of memory.
char *__narrow(const wchar_t *ws, size_t max);

#endif
