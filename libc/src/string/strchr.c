// strchr.c — strchr and strrchr.  The terminator itself can be found.
#include <string.h>

char *strchr(const char *s, int c) {
  char ch = (char)c;
  for (;; s++) {
    if (*s == ch)
      return (char *)s;
    if (!*s)
      return 0;
  }
}

char *strrchr(const char *s, int c) {
  char ch = (char)c;
  const char *last = 0;
  for (;; s++) {
    if (*s == ch)
      last = s;
    if (!*s)
      return (char *)last;
  }
}
