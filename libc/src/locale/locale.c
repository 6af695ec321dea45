// locale.c — setlocale, localeconv and MB_CUR_MAX for the two locales we
// have, "C" and "C.UTF-8" (locale_impl.h).
//
// Names follow glibc 2.36: "POSIX" is "C"; a C.UTF-8 name is "C." then a
// codeset, then optionally "@modifier", and is kept as spelt; the codeset
// counts as UTF-8 when, once every byte but letters, digits and "_-.,:" is
// dropped, it reads "UTF-8" or "UTF8" in any case ("C.utf8", "C.Utf-8",
// "C.UTF 8" but not "C.UTF_8").  When the categories differ, LC_ALL is
// glibc's composite "LC_CTYPE=...;LC_NUMERIC=...;..." over all twelve.
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

#define NCAT 13        // LC_CTYPE .. LC_IDENTIFICATION, LC_ALL (6) unused
#define NAME_SIZE 128  // longer names are refused

int __locale_utf8;

static const char *const cat_names[NCAT] = {
  "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES",
  "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT",
  "LC_IDENTIFICATION",
};

static char names[NCAT][NAME_SIZE] = {"C", "C", "C", "C", "C", "C", "", "C", "C", "C", "C", "C", "C"};
static char composite[NCAT * (NAME_SIZE + 20)];

static int is_codeset_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '-' || c == '.' || c == ',' || c == ':';
}

// Whether the codeset s[0..n) names UTF-8 (see the top of the file).
static int codeset_is_utf8(const char *s, size_t n) {
  const char *want = "UTF-8";
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (!is_codeset_byte(c))
      continue;
    if (c >= 'a' && c <= 'z')
      c = (char)(c - 'a' + 'A');
    if (k == 3 && c == '8') {  // "UTF8": the dash is optional
      k = 5;
      continue;
    }
    if (k >= 5 || c != want[k])
      return 0;
    k++;
  }
  return k == 5;
}

// 0 for a name of "C", 1 for one of C.UTF-8, -1 for a locale we lack.
static int locale_kind(const char *name) {
  if (!strcmp(name, "C") || !strcmp(name, "POSIX"))
    return 0;
  if (strlen(name) >= NAME_SIZE || strchr(name, '/') || name[0] != 'C' || name[1] != '.')
    return -1;
  const char *cs = name + 2, *at = strchr(cs, '@');
  size_t n = at ? (size_t)(at - cs) : strlen(cs);
  return codeset_is_utf8(cs, n) ? 1 : -1;
}

// The name setlocale(cat, "") means: POSIX's LC_ALL, LC_<category>, LANG.
static const char *from_environment(int cat) {
  const char *s = getenv("LC_ALL");
  if (!s || !*s)
    s = getenv(cat_names[cat]);
  if (!s || !*s)
    s = getenv("LANG");
  return s && *s ? s : "C";
}

// The name each category will take, checked before any is changed.
static const char *pending[NCAT];

// Fills pending[] from a composite name "LC_X=name;..." naming all twelve
// categories (in any order); 0 when it is malformed or names a locale we
// lack.  The names are copied into `copy`, which outlives the call.
static int parse_composite(const char *name) {
  static char copy[sizeof composite];
  if (strlen(name) >= sizeof copy)
    return 0;
  strcpy(copy, name);
  for (int i = 0; i < NCAT; i++)
    pending[i] = 0;
  char *p = copy;
  while (*p) {
    char *end = strchr(p, ';'), *eq = strchr(p, '=');
    if (end)
      *end = 0;
    if (!eq || (end && eq > end))
      return 0;
    *eq = 0;
    int cat = -1;
    for (int i = 0; i < NCAT; i++)
      if (i != LC_ALL && !strcmp(p, cat_names[i]))
        cat = i;
    if (cat < 0 || locale_kind(eq + 1) < 0)
      return 0;
    pending[cat] = eq + 1;
    if (!end)
      break;
    p = end + 1;
  }
  for (int i = 0; i < NCAT; i++)
    if (i != LC_ALL && !pending[i])
      return 0;
  return 1;
}

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
    size_t a = strlen(cat_names[i]), b = strlen(names[i]);
    memcpy(p, cat_names[i], a);
    p[a] = '=';
    memcpy(p + a + 1, names[i], b);
    p += a + 1 + b;
  }
  *p = 0;
  return composite;
}

// As in glibc, a failure says why in errno: EINVAL for a bad category or
// composite name, ENOENT for a locale that does not exist here.
char *setlocale(int cat, const char *name) {
  if (cat < 0 || cat >= NCAT) {
    errno = EINVAL;
    return 0;
  }
  if (!name)
    return current(cat);
  for (int i = 0; i < NCAT; i++)
    pending[i] = 0;
  if (cat == LC_ALL && strchr(name, ';')) {
    if (!parse_composite(name)) {
      errno = EINVAL;
      return 0;
    }
  } else {
    for (int i = 0; i < NCAT; i++) {
      if (i == LC_ALL || (cat != LC_ALL && i != cat))
        continue;
      pending[i] = *name ? name : from_environment(i);
      if (locale_kind(pending[i]) < 0) {
        errno = ENOENT;
        return 0;
      }
    }
  }
  for (int i = 0; i < NCAT; i++) {
    if (!pending[i])
      continue;
    strcpy(names[i], locale_kind(pending[i]) == 0 ? "C" : pending[i]);
  }
  __locale_utf8 = locale_kind(names[LC_CTYPE]) == 1;
  return current(cat);
}

size_t __ctype_get_mb_cur_max(void) {
  return __locale_utf8 ? 6 : 1;  // glibc's C.UTF-8 says 6, its longest form
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
