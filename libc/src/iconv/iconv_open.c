// iconv_open.c — iconv_open and iconv_close: names read as glibc 2.36
// reads them.
#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "iconv_impl.h"

// glibc's names for our sets, in the form it looks them up in: upper
// case, with "/" added up to two.
static const struct {
  const char *key;
  unsigned char cs;
} names[] = {
  {"UTF-8//", CS_UTF8}, {"UTF8//", CS_UTF8}, {"ISO-10646/UTF8/", CS_UTF8},
  {"ISO-10646/UTF-8/", CS_UTF8}, {"ISO-IR-193//", CS_UTF8}, {"OSF05010001//", CS_UTF8},
  {"UTF-16//", CS_UTF16}, {"UTF16//", CS_UTF16},
  {"UTF-16LE//", CS_UTF16LE}, {"UTF16LE//", CS_UTF16LE},
  {"UTF-16BE//", CS_UTF16BE}, {"UTF16BE//", CS_UTF16BE},
  {"UTF-32//", CS_UTF32}, {"UTF32//", CS_UTF32},
  {"UTF-32LE//", CS_UTF32LE}, {"UTF32LE//", CS_UTF32LE},
  {"UTF-32BE//", CS_UTF32BE}, {"UTF32BE//", CS_UTF32BE},
  {"UCS-2//", CS_UCS2LE}, {"UCS2//", CS_UCS2LE}, {"ISO-10646/UCS2/", CS_UCS2LE},
  {"OSF00010100//", CS_UCS2LE}, {"OSF00010101//", CS_UCS2LE}, {"OSF00010102//", CS_UCS2LE},
  {"UCS-2LE//", CS_UCS2LE}, {"UNICODELITTLE//", CS_UCS2LE},
  {"UCS-2BE//", CS_UCS2BE}, {"UNICODEBIG//", CS_UCS2BE},
  {"UCS-4//", CS_UCS4BE}, {"UCS4//", CS_UCS4BE}, {"ISO-10646/UCS4/", CS_UCS4BE},
  {"10646-1:1993//", CS_UCS4BE}, {"10646-1:1993/UCS4/", CS_UCS4BE}, {"CSUCS4//", CS_UCS4BE},
  {"ISO-10646//", CS_UCS4BE}, {"OSF00010104//", CS_UCS4BE}, {"OSF00010105//", CS_UCS4BE},
  {"OSF00010106//", CS_UCS4BE}, {"UCS-4BE//", CS_UCS4BE},
  {"UCS-4LE//", CS_UCS4LE},
  {"WCHAR_T//", CS_WCHAR},
  {"ANSI_X3.4-1968//", CS_ASCII}, {"ANSI_X3.4//", CS_ASCII}, {"ANSI_X3.4-1986//", CS_ASCII},
  {"ASCII//", CS_ASCII}, {"CP367//", CS_ASCII}, {"CSASCII//", CS_ASCII}, {"IBM367//", CS_ASCII},
  {"ISO-IR-6//", CS_ASCII}, {"ISO646-US//", CS_ASCII}, {"ISO_646.IRV:1991//", CS_ASCII},
  {"OSF00010020//", CS_ASCII}, {"US//", CS_ASCII}, {"US-ASCII//", CS_ASCII},
  // IBM's code pages 891 and 903 are ASCII too, and glibc reads them so.
  {"IBM891//", CS_ASCII}, {"CP891//", CS_ASCII}, {"CSIBM891//", CS_ASCII},
  {"OSF1002037B//", CS_ASCII}, {"IBM903//", CS_ASCII}, {"CP903//", CS_ASCII},
  {"CSIBM903//", CS_ASCII}, {"OSF10020387//", CS_ASCII},
  {"ISO-8859-1//", CS_LATIN1}, {"8859_1//", CS_LATIN1}, {"CP819//", CS_LATIN1},
  {"CSISOLATIN1//", CS_LATIN1}, {"IBM819//", CS_LATIN1}, {"ISO-IR-100//", CS_LATIN1},
  {"ISO8859-1//", CS_LATIN1}, {"ISO88591//", CS_LATIN1}, {"ISO_8859-1//", CS_LATIN1},
  {"ISO_8859-1:1987//", CS_LATIN1}, {"L1//", CS_LATIN1}, {"LATIN1//", CS_LATIN1},
  {"OSF00010001//", CS_LATIN1},
  {"ISO-8859-15//", CS_LATIN9}, {"ISO-IR-203//", CS_LATIN9}, {"ISO8859-15//", CS_LATIN9},
  {"ISO885915//", CS_LATIN9}, {"ISO_8859-15//", CS_LATIN9}, {"ISO_8859-15:1998//", CS_LATIN9},
  {"LATIN-9//", CS_LATIN9}, {"LATIN9//", CS_LATIN9},
  {"CP1252//", CS_CP1252}, {"MS-ANSI//", CS_CP1252}, {"WINDOWS-1252//", CS_CP1252},
  {"EUC-JP//", CS_EUCJP}, {"EUCJP//", CS_EUCJP}, {"UJIS//", CS_EUCJP},
  {"CSEUCPKDFMTJAPANESE//", CS_EUCJP}, {"OSF00030010//", CS_EUCJP},
};

// "/TRANSLIT", ",IGNORE" ...: a separator, then word in any case.
static int suffix_is(const char *s, size_t n, const char *word) {
  return n == strlen(word) + 1 && strncasecmp(s + 1, word, n - 1) == 0;
}

// The length of name without its suffixes, as glibc cuts them: trailing
// blanks, "," and "/" go; then, while two "/" or more remain, so does the
// last part that begins with "/" or ",", noting //TRANSLIT and //IGNORE
// in flags (when not null).
static size_t cut_suffixes(const char *name, size_t len, struct __iconv *flags) {
  for (;;) {
    while (len > 0 && (isspace((unsigned char)name[len - 1]) || name[len - 1] == ',' ||
                       name[len - 1] == '/'))
      len--;
    size_t slashes = 0, last = 0;
    for (size_t i = 0; i < len; i++) {
      slashes += name[i] == '/';
      if (name[i] == '/' || name[i] == ',')
        last = i;
    }
    if (slashes < 2)
      return len;
    if (flags && suffix_is(name + last, len - last, "TRANSLIT"))
      flags->translit = 1;
    if (flags && suffix_is(name + last, len - last, "IGNORE"))
      flags->ignore = 1;
    len = last;
  }
}

static int kept(char c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
         (c && strchr("_-.,:/", c));
}

// The key glibc looks name[0..len) up by: only letters, digits and
// "_-.,:/" kept, in upper case, then "/" added up to two; an empty key
// means the locale's character set.  0 when it is longer than any of ours.
static int make_key(char *key, size_t size, const char *name, size_t len) {
  size_t k = 0, slashes = 0;
  for (size_t i = 0; i < len; i++) {
    if (!kept(name[i]))
      continue;
    if (k + 1 >= size)
      return 0;
    slashes += name[i] == '/';
    key[k++] = (char)toupper((unsigned char)name[i]);
  }
  if (k == 0)
    return make_key(key, size, nl_langinfo(CODESET), strlen(nl_langinfo(CODESET)));
  for (; slashes < 2; slashes++) {
    if (k + 1 >= size)
      return 0;
    key[k++] = '/';
  }
  key[k] = 0;
  return 1;
}

// The CS_ number of a name, or -1.
static int charset(const char *name, struct __iconv *flags) {
  char key[24];
  if (!make_key(key, sizeof key, name, cut_suffixes(name, strlen(name), flags)))
    return -1;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(key, names[i].key))
      return names[i].cs;
  return -1;
}

// Only the target's suffixes count, as in glibc.  WCHAR_T to WCHAR_T is
// refused, as glibc has no step from its internal form to itself.
iconv_t iconv_open(const char *to, const char *from) {
  struct __iconv *cd = calloc(1, sizeof *cd);
  if (!cd)
    return (iconv_t)-1;
  int t = charset(to, cd), f = charset(from, 0);
  if (t < 0 || f < 0 || (t == CS_WCHAR && f == CS_WCHAR)) {
    free(cd);
    errno = EINVAL;
    return (iconv_t)-1;
  }
  cd->to = (unsigned char)t;
  cd->from = (unsigned char)f;
  return cd;
}

int iconv_close(iconv_t cd) {
  if (cd == (iconv_t)-1) {
    errno = EBADF;
    return -1;
  }
  free(cd);
  return 0;
}
