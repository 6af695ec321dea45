// uselocale.c — the calling thread's current locale, and what depends on
// it: uselocale, the LC_CTYPE test every multibyte and wide-character
// function makes, MB_CUR_MAX.
//
// A thread starts with the global locale (POSIX), which is a null
// __thread_locale rather than a pointer to __global_locale, so that a
// new thread needs no initialization.
#include <locale.h>
#include "locale_impl.h"

_Thread_local locale_t __thread_locale;

int __locale_utf8_of(locale_t l) {
  if (l == LC_GLOBAL_LOCALE)
    l = &__global_locale;
  return (l->utf8_mask & LC_CTYPE_MASK) != 0;
}

int __locale_utf8(void) {
  locale_t l = __thread_locale;
  return ((l ? l : &__global_locale)->utf8_mask & LC_CTYPE_MASK) != 0;
}

// uselocale(0) only asks; LC_GLOBAL_LOCALE goes back to the global one.
locale_t uselocale(locale_t l) {
  locale_t old = __thread_locale ? __thread_locale : LC_GLOBAL_LOCALE;
  if (l)
    __thread_locale = l == LC_GLOBAL_LOCALE ? 0 : l;
  return old;
}

size_t __ctype_get_mb_cur_max(void) {
  return __locale_utf8() ? 6 : 1;  // glibc's C.UTF-8 says 6, its longest form
}
