// strtok.c — strtok_r, and strtok with its one hidden saved position.
#include <string.h>

char *strtok_r(char *restrict s, const char *restrict delim, char **restrict save) {
  if (!s)
    s = *save;
  if (!s)
    return 0;
  s += strspn(s, delim);
  if (!*s) {
    *save = 0;
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end)
    *end++ = 0;
  else
    end = 0;
  *save = end;
  return s;
}

char *strtok(char *restrict s, const char *restrict delim) {
  static char *saved;
  return strtok_r(s, delim, &saved);
}
