// names.c — what a locale name means, for setlocale and newlocale.
//
// Names follow glibc 2.36: "POSIX" is "C"; a C.UTF-8 name is "C." then a
// codeset, then optionally "@modifier"; the codeset counts as UTF-8 when,
// once every byte but letters, digits and "_-.,:" is dropped, it reads
// "UTF-8" or "UTF8" in any case ("C.utf8", "C.Utf-8", "C.UTF 8" but not
// "C.UTF_8").  glibc refuses (EINVAL, not ENOENT) a name longer than 255
// bytes, one with a ".." component, and one with a '/' anywhere but at
// its start.  A leading '/' makes it a path below glibc's locale
// directory ("/C.utf8" finds /usr/lib/locale//C.utf8 there); we read no
// locale files, so such a name is never found.
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

const char *const __locale_cat_names[LOCALE_NCAT] = {
  "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES",
  "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT",
  "LC_IDENTIFICATION",
};

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

static int equals(const char *s, size_t n, const char *word) {
  return strlen(word) == n && !memcmp(s, word, n);
}

// Whether s[0..n) has ".." between slashes or its ends.
static int has_dotdot(const char *s, size_t n) {
  for (size_t i = 0; i + 1 < n; i++)
    if (s[i] == '.' && s[i + 1] == '.' && (i == 0 || s[i - 1] == '/') &&
        (i + 2 == n || s[i + 2] == '/'))
      return 1;
  return 0;
}

int __locale_kind(const char *s, size_t n) {
  if (n > LOCALE_NAME_MAX || has_dotdot(s, n))
    return LOCALE_BAD;
  if (n > 0 && s[0] != '/' && memchr(s, '/', n))
    return LOCALE_BAD;
  if (equals(s, n, "C") || equals(s, n, "POSIX"))
    return LOCALE_C;
  if (n < 2 || s[0] != 'C' || s[1] != '.')
    return LOCALE_MISSING;
  const char *cs = s + 2, *at = memchr(cs, '@', n - 2);
  return codeset_is_utf8(cs, at ? (size_t)(at - cs) : n - 2) ? LOCALE_UTF8 : LOCALE_MISSING;
}

const char *__locale_env(int cat) {
  const char *s = getenv("LC_ALL");
  if (!s || !*s)
    s = getenv(__locale_cat_names[cat]);
  if (!s || !*s)
    s = getenv("LANG");
  return s && *s ? s : "C";
}

// The category "LC_X" spelt s[0..n), or -1 (LC_ALL is none here).
static int category_named(const char *s, size_t n) {
  for (int i = 0; i < LOCALE_NCAT; i++)
    if (i != LC_ALL && equals(s, n, __locale_cat_names[i]))
      return i;
  return -1;
}

// As glibc reads a composite: from the start, and after each value, the
// text up to the next '=' must name a category; its value runs to the
// next ';'.  Text after the last value without a '=' is ignored, a later
// value for a category wins, and the values are left unchecked.
int __locale_split(const char *name, const char *val[], size_t len[]) {
  int found = 0;
  for (int i = 0; i < LOCALE_NCAT; i++)
    val[i] = 0;
  const char *p = name, *eq;
  while ((eq = strchr(p, '=')) != 0) {
    int cat = category_named(p, (size_t)(eq - p));
    if (cat < 0)
      return -1;
    const char *end = strchr(eq + 1, ';');
    val[cat] = eq + 1;
    len[cat] = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
    found |= 1 << cat;
    p = end ? end + 1 : eq + 1 + len[cat];
  }
  return found;
}

int __locale_pick(int cat, const char **s, size_t *n) {
  if (*n == 0) {
    *s = __locale_env(cat);
    *n = strlen(*s);
  }
  return __locale_kind(*s, *n);
}
