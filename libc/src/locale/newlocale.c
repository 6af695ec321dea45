// newlocale.c — locale objects: newlocale, duplocale, freelocale.
//
// An object is a heap copy of struct __locale_struct (one mask: which
// categories are C.UTF-8).  newlocale follows glibc 2.36, as observed:
// a mask of just 1 << LC_ALL means LC_ALL_MASK; a composite name
// ("LC_CTYPE=...;...", naming at least the categories of the mask) gives
// each category its own part; an empty name or part means the environment, as in setlocale;
// only the categories of the mask are looked up, so a mask of 0 takes
// any name.  base, when given, is changed and returned; after a failure
// it is left as it was.
#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

// The mask after setting category cat to name s[0..n), or -1 with errno.
static int with_category(int utf8, int cat, const char *s, size_t n) {
  int kind = __locale_pick(cat, &s, &n);
  if (kind < 0) {
    errno = kind == LOCALE_BAD ? EINVAL : ENOENT;
    return -1;
  }
  return kind == LOCALE_UTF8 ? utf8 | 1 << cat : utf8 & ~(1 << cat);
}

locale_t newlocale(int mask, const char *name, locale_t base) {
  if (mask == 1 << LC_ALL)
    mask = LC_ALL_MASK;
  if (!name || (mask & ~LC_ALL_MASK) || base == LC_GLOBAL_LOCALE) {
    errno = EINVAL;
    return 0;
  }
  int utf8 = base ? base->utf8_mask : 0;
  const char *val[LOCALE_NCAT];
  size_t len[LOCALE_NCAT];
  int composite = mask && strchr(name, ';');
  int named = composite ? __locale_split(name, val, len) : 0;
  if (composite && (named < 0 || (named & mask) != mask)) {
    errno = EINVAL;
    return 0;
  }
  for (int cat = 0; cat < LOCALE_NCAT && utf8 >= 0; cat++)
    if (mask & 1 << cat)
      utf8 = composite ? with_category(utf8, cat, val[cat], len[cat])
                       : with_category(utf8, cat, name, strlen(name));
  if (utf8 < 0)
    return 0;
  if (!base) {
    base = malloc(sizeof *base);
    if (!base)
      return 0;
  }
  base->utf8_mask = utf8;
  return base;
}

// POSIX allows LC_GLOBAL_LOCALE here: a copy of the global locale as it
// is now (later setlocale calls do not reach the copy).
locale_t duplocale(locale_t l) {
  if (l == LC_GLOBAL_LOCALE)
    l = &__global_locale;
  locale_t copy = malloc(sizeof *copy);
  if (copy)
    *copy = *l;
  return copy;
}

// Freeing LC_GLOBAL_LOCALE is undefined; we ignore it rather than hand
// free a pointer that is none.
void freelocale(locale_t l) {
  if (l != LC_GLOBAL_LOCALE)
    free(l);
}
