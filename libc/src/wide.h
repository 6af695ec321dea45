// wide.h — the bridge from wide strings to the byte functions (the "C"
// locale's encoding is ASCII, so a wide string maps to bytes one to one).
#ifndef WIDE_H
#define WIDE_H

#include <stddef.h>

// A malloc'd byte copy of ws (at most max characters, or all when max is
// (size_t)-1); characters above 0x7f become 0x80, which no byte function
// treats as anything but an ordinary, unmatched byte.  0 when out of memory.
char *__narrow(const wchar_t *ws, size_t max);

#endif
