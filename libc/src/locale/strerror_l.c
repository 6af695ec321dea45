// strerror_l.c — strerror_l and strftime_l.  LC_MESSAGES and LC_TIME are
// "C" in both our locales (glibc's C.UTF-8 has no translations and the
// "C" names of days and months), so the locale is not read.
#include <string.h>
#include <time.h>

char *strerror_l(int e, locale_t l) {
  (void)l;
  return strerror(e);
}

size_t strftime_l(char *restrict s, size_t max, const char *restrict fmt,
                  const struct tm *restrict tm, locale_t l) {
  (void)l;
  return strftime(s, max, fmt, tm);
}
