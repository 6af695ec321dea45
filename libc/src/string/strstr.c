// strstr.c — strstr: the simple quadratic search; every probe stops at
// the haystack's terminator, so nothing past it is read.
#include <string.h>

char *strstr(const char *h, const char *n) {
  if (!*n)
    return (char *)h;
  for (; *h; h++) {
    size_t i = 0;
    while (n[i] && h[i] == n[i])
      i++;
    if (!n[i])
      return (char *)h;
  }
  return 0;
}
