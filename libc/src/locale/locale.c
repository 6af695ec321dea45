// locale.c — setlocale and localeconv for the two locales we have, "C"
// and "C.UTF-8" (locale_impl.h; names.c says which names mean them).
//
// A C.UTF-8 name is kept as spelt, "POSIX" becomes "C".  When the
// categories differ, LC_ALL is glibc's composite "LC_CTYPE=...;
// LC_NUMERIC=...;..." over all twelve.
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <string.h>
#include "locale_impl.h"

#define NCAT LOCALE_NCAT
#define NAME_SIZE (LOCALE_NAME_MAX + 1)

struct __locale_struct __global_locale;

static char names[NCAT][NAME_SIZE] = {"C", "C", "C", "C", "C", "C", "", "C", "C", "C", "C", "C", "C"};
static char composite[NCAT * (NAME_SIZE + 20)];

// The current name of cat, or for LC_ALL the one name all categories
// share or else the composite.
static char *current(int cat) {
  if (cat != LC_ALL)
    return names[cat];
  int same = 1;
  for (int i = 1; i < NCAT; i++)
    if (i != LC_ALL && strcmp(names[i], names[0]))
      same = 0;
  if (same)
    return names[0];
  char *p = composite;
  for (int i = 0; i < NCAT; i++) {
    if (i == LC_ALL)
      continue;
    if (p != composite)
      *p++ = ';';
    size_t a = strlen(__locale_cat_names[i]), b = strlen(names[i]);
    memcpy(p, __locale_cat_names[i], a);
    p[a] = '=';
    memcpy(p + a + 1, names[i], b);
    p += a + 1 + b;
  }
  *p = 0;
  return composite;
}

// glibc remembers a locale it failed to find, and a second setlocale of
// the same name for the same category fails without setting errno
// (bash's "cannot change locale" warning shows errno when it is set, so
// its tests see the difference).  The last few missing names per
// category, kept here for the same effect.
enum { MISSING_KEPT = 4, MISSING_NAME = 64 };
static char missing[NCAT][MISSING_KEPT][MISSING_NAME];
static int missing_next[NCAT];

// Was the name s[0..n) already missing for category cat?  Remembers it.
static int missing_before(int cat, const char *s, size_t n) {
  if (n >= MISSING_NAME)
    return 0;
  for (int k = 0; k < MISSING_KEPT; k++)
    if (strlen(missing[cat][k]) == n && !memcmp(missing[cat][k], s, n) && n)
      return 1;
  char *slot = missing[cat][missing_next[cat]];
  missing_next[cat] = (missing_next[cat] + 1) % MISSING_KEPT;
  memcpy(slot, s, n);
  slot[n] = 0;
  return 0;
}

// The name each category will take: val[cat][0..len[cat]), or val[cat]
// null to leave it; 0 (errno set) when one names no locale.  A composite
// must name all twelve categories.
static int pending(int cat, const char *name, const char *val[], size_t len[]) {
  if (cat == LC_ALL && strchr(name, ';')) {
    if (__locale_split(name, val, len) != LC_ALL_MASK) {
      errno = EINVAL;
      return 0;
    }
  } else {
    size_t n = strlen(name);
    for (int i = 0; i < NCAT; i++) {
      val[i] = i == cat || (cat == LC_ALL && i != LC_ALL) ? name : 0;
      len[i] = n;
    }
  }
  // Last category first, as glibc checks them: the one that fails first
  // is the one whose failure is remembered.
  for (int i = NCAT - 1; i >= 0; i--) {
    if (!val[i])
      continue;
    int kind = __locale_pick(i, &val[i], &len[i]);
    if (kind < 0) {
      if (kind == LOCALE_BAD)
        errno = EINVAL;
      else if (!missing_before(i, val[i], len[i]))
        errno = ENOENT;
      return 0;
    }
  }
  return 1;
}

// As in glibc, a failure says why in errno: EINVAL for a bad category,
// composite or name, ENOENT for a locale that does not exist here.
// Nothing changes then.  The parts of a composite are read as names of
// their own ("" is the environment's).
char *setlocale(int cat, const char *name) {
  if (cat < 0 || cat >= NCAT) {
    errno = EINVAL;
    return 0;
  }
  if (!name)
    return current(cat);
  const char *val[NCAT];
  size_t len[NCAT];
  if (!pending(cat, name, val, len))
    return 0;
  for (int i = 0; i < NCAT; i++) {
    if (!val[i])
      continue;
    int utf8 = __locale_kind(val[i], len[i]) == LOCALE_UTF8;
    if (utf8) {
      memcpy(names[i], val[i], len[i]);
      names[i][len[i]] = 0;
      __global_locale.utf8_mask |= 1 << i;
    } else {
      strcpy(names[i], "C");
      __global_locale.utf8_mask &= ~(1 << i);
    }
  }
  return current(cat);
}

// Both locales have the numeric and monetary conventions of "C".
struct lconv *localeconv(void) {
  static struct lconv c = {
    ".", "", "", "", "", "", "", "", "", "",
    CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
    CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
  };
  return &c;
}
