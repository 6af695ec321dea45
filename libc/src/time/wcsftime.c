// wcsftime.c — strftime's engine writing wide characters.
#include <wchar.h>
#include "strftime_impl.h"

size_t wcsftime(wchar_t *restrict s, size_t max, const wchar_t *restrict fmt,
                const struct tm *restrict tm) {
  return __strftime_to(0, s, max, 0, fmt, tm);
}
