// strcasestr.c — strstr with ASCII case folding (GNU): the first place
// where needle starts, letters compared without case.
#include <string.h>
#include <strings.h>

char *strcasestr(const char *haystack, const char *needle) {
  size_t n = strlen(needle);
  for (; *haystack; haystack++)
    if (strncasecmp(haystack, needle, n) == 0)
      return (char *)haystack;
  return n == 0 ? (char *)haystack : NULL;
}
