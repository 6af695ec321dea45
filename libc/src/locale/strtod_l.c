// strtod_l.c — the GNU *_l forms of the number parsers.  LC_NUMERIC is
// "C" in both our locales (radix '.', no grouping), so the locale is not
// read.
#include <stdlib.h>

double strtod_l(const char *restrict s, char **restrict end, locale_t l) {
  (void)l;
  return strtod(s, end);
}

float strtof_l(const char *restrict s, char **restrict end, locale_t l) {
  (void)l;
  return strtof(s, end);
}

long double strtold_l(const char *restrict s, char **restrict end, locale_t l) {
  (void)l;
  return strtold(s, end);
}

long strtol_l(const char *restrict s, char **restrict end, int base, locale_t l) {
  (void)l;
  return strtol(s, end, base);
}

unsigned long strtoul_l(const char *restrict s, char **restrict end, int base, locale_t l) {
  (void)l;
  return strtoul(s, end, base);
}

long long strtoll_l(const char *restrict s, char **restrict end, int base, locale_t l) {
  (void)l;
  return strtoll(s, end, base);
}

unsigned long long strtoull_l(const char *restrict s, char **restrict end, int base, locale_t l) {
  (void)l;
  return strtoull(s, end, base);
}
