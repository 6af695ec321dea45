// strsep.c — strsep and strchrnul (BSD/GNU, widely used).
#include <string.h>

char *strchrnul(const char *s, int c) {
  char ch = (char)c;
  while (*s && *s != ch)
    s++;
  return (char *)s;
}

// Like strtok_r, but empty fields count and *sp is advanced past one
// delimiter only.
char *strsep(char **sp, const char *delim) {
  char *s = *sp;
  if (!s)
    return 0;
  char *end = s + strcspn(s, delim);
  if (*end)
    *end++ = 0;
  else
    end = 0;
  *sp = end;
  return s;
}
