// locale.c — setlocale and localeconv for the one locale we have.
#include <limits.h>
#include <locale.h>
#include <string.h>

char *setlocale(int category, const char *name) {
  if (category < LC_CTYPE || category > LC_ALL)
    return 0;
  if (!name || !*name || !strcmp(name, "C") || !strcmp(name, "POSIX"))
    return "C";
  return 0;
}

struct lconv *localeconv(void) {
  static struct lconv c = {
    ".", "", "", "", "", "", "", "", "", "",
    CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
    CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
  };
  return &c;
}
