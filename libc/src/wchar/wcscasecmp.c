// wcscasecmp.c — wide strings compared after towlower, in the thread's
// locale or in l.  The result is the difference of the first pair of
// lowered characters that differ (as wint_t, then int), as glibc's is,
// not just its sign: the host comparison checks every value.
#include <locale.h>
#include <wchar.h>
#include <wctype.h>

int wcscasecmp_l(const wchar_t *a, const wchar_t *b, locale_t l) {
  wint_t ca, cb;
  do {
    ca = towlower_l((wint_t)*a++, l);
    cb = towlower_l((wint_t)*b++, l);
  } while (ca && ca == cb);
  return (int)(ca - cb);
}

int wcsncasecmp_l(const wchar_t *a, const wchar_t *b, size_t n, locale_t l) {
  for (; n > 0; n--) {
    wint_t ca = towlower_l((wint_t)*a++, l), cb = towlower_l((wint_t)*b++, l);
    if (!ca || ca != cb)
      return (int)(ca - cb);
  }
  return 0;
}

// The thread's current locale is uselocale(0)'s answer (LC_GLOBAL_LOCALE
// when the thread uses the global one, which towlower_l understands).
int wcscasecmp(const wchar_t *a, const wchar_t *b) { return wcscasecmp_l(a, b, uselocale(0)); }

int wcsncasecmp(const wchar_t *a, const wchar_t *b, size_t n) {
  return wcsncasecmp_l(a, b, n, uselocale(0));
}
