// narrow.c — __narrow (see wide.h).
#include <stdlib.h>
#include <wchar.h>
#include "wide.h"

char *__narrow(const wchar_t *ws, size_t max) {
  size_t n = wcsnlen(ws, max);
  char *s = malloc(n + 1);
  if (!s)
    return 0;
  for (size_t i = 0; i < n; i++)
    s[i] = ws[i] >= 0 && ws[i] < 128 ? (char)ws[i] : (char)0x80;
  s[n] = 0;
  return s;
}
