// strcasecmp.c — strcasecmp and strncasecmp (ASCII case folding).
#include <ctype.h>
#include <strings.h>

int strcasecmp(const char *a, const char *b) {
  for (;; a++, b++) {
    int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
    if (x != y || !x)
      return x - y;
  }
}

int strncasecmp(const char *a, const char *b, size_t n) {
  for (; n > 0; n--, a++, b++) {
    int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
    if (x != y || !x)
      return x - y;
  }
  return 0;
}
