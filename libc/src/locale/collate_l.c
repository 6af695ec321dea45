// collate_l.c — the POSIX *_l forms of collation and case-blind
// comparison.  Both our locales collate by code point, which for UTF-8
// is byte order (glibc's C.UTF-8 does the same), and strcasecmp folds
// ASCII only in both, so the locale is not read.
#include <string.h>
#include <strings.h>
#include <wchar.h>

int strcoll_l(const char *a, const char *b, locale_t l) {
  (void)l;
  return strcoll(a, b);
}

size_t strxfrm_l(char *restrict dst, const char *restrict src, size_t n, locale_t l) {
  (void)l;
  return strxfrm(dst, src, n);
}

int wcscoll_l(const wchar_t *a, const wchar_t *b, locale_t l) {
  (void)l;
  return wcscoll(a, b);
}

size_t wcsxfrm_l(wchar_t *restrict dst, const wchar_t *restrict src, size_t n, locale_t l) {
  (void)l;
  return wcsxfrm(dst, src, n);
}

int strcasecmp_l(const char *a, const char *b, locale_t l) {
  (void)l;
  return strcasecmp(a, b);
}

int strncasecmp_l(const char *a, const char *b, size_t n, locale_t l) {
  (void)l;
  return strncasecmp(a, b, n);
}
