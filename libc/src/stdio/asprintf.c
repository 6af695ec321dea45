// asprintf.c — asprintf and vasprintf: format into a new malloc'd string.
#include <stdlib.h>
#include "stdio_impl.h"

int vasprintf(char **sp, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(0, 0, fmt, ap2);
  va_end(ap2);
  *sp = 0;
  if (n < 0)
    return -1;
  char *s = malloc((size_t)n + 1);
  if (!s)
    return -1;
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  *sp = s;
  return n;
}

int asprintf(char **sp, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(sp, fmt, ap);
  va_end(ap);
  return r;
}
