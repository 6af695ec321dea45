// wcstol.c — wcstol, wcstoul, wcstod: the byte conversions on a narrowed
// copy; the end pointer maps back one to one.
#include <errno.h>
#include <stdlib.h>
#include <wchar.h>
#include "wide.h"

long wcstol(const wchar_t *restrict s, wchar_t **restrict end, int base) {
  char *n = __narrow(s, (size_t)-1), *e;
  if (!n) {
    errno = ENOMEM;
    return 0;
  }
  long v = strtol(n, &e, base);
  if (end)
    *end = (wchar_t *)s + (e - n);
  free(n);
  return v;
}

unsigned long wcstoul(const wchar_t *restrict s, wchar_t **restrict end, int base) {
  char *n = __narrow(s, (size_t)-1), *e;
  if (!n) {
    errno = ENOMEM;
    return 0;
  }
  unsigned long v = strtoul(n, &e, base);
  if (end)
    *end = (wchar_t *)s + (e - n);
  free(n);
  return v;
}

double wcstod(const wchar_t *restrict s, wchar_t **restrict end) {
  char *n = __narrow(s, (size_t)-1), *e;
  if (!n) {
    errno = ENOMEM;
    return 0;
  }
  double v = strtod(n, &e);
  if (end)
    *end = (wchar_t *)s + (e - n);
  free(n);
  return v;
}
