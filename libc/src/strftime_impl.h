// strftime_impl.h — the engine shared by strftime and wcsftime.
#ifndef STRFTIME_IMPL_H
#define STRFTIME_IMPL_H

#include <stddef.h>
#include <time.h>

// Formats fmt (narrow) or wfmt (wide; the other one null) into s or ws
// (the other one null), at most max elements with the terminating null.
// Returns the length, or 0 when it does not fit (what fitted is left in
// the buffer, unterminated, as glibc leaves it).
size_t __strftime_to(char *s, wchar_t *ws, size_t max, const char *fmt, const wchar_t *wfmt,
                     const struct tm *tm);

#endif
