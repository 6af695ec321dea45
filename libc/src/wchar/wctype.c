// wctype.c — wide character classes of the "C" locale: the ASCII
// classes of ctype.h, and nothing above 0x7f.
#include <ctype.h>
#include <string.h>
#include <wctype.h>

static int ascii(wint_t c) {
  return c < 128;
}

int iswalnum(wint_t c) { return ascii(c) && isalnum((int)c); }
int iswalpha(wint_t c) { return ascii(c) && isalpha((int)c); }
int iswblank(wint_t c) { return ascii(c) && isblank((int)c); }
int iswcntrl(wint_t c) { return ascii(c) && iscntrl((int)c); }
int iswdigit(wint_t c) { return ascii(c) && isdigit((int)c); }
int iswgraph(wint_t c) { return ascii(c) && isgraph((int)c); }
int iswlower(wint_t c) { return ascii(c) && islower((int)c); }
int iswprint(wint_t c) { return ascii(c) && isprint((int)c); }
int iswpunct(wint_t c) { return ascii(c) && ispunct((int)c); }
int iswspace(wint_t c) { return ascii(c) && isspace((int)c); }
int iswupper(wint_t c) { return ascii(c) && isupper((int)c); }
int iswxdigit(wint_t c) { return ascii(c) && isxdigit((int)c); }
wint_t towlower(wint_t c) { return ascii(c) ? (wint_t)tolower((int)c) : c; }
wint_t towupper(wint_t c) { return ascii(c) ? (wint_t)toupper((int)c) : c; }

static const char *const class_names[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                          "lower", "print", "punct", "space", "upper", "xdigit"};

wctype_t wctype(const char *name) {
  for (size_t i = 0; i < sizeof class_names / sizeof class_names[0]; i++)
    if (!strcmp(name, class_names[i]))
      return i + 1;
  return 0;
}

int iswctype(wint_t c, wctype_t t) {
  switch (t) {
  case 1: return iswalnum(c);
  case 2: return iswalpha(c);
  case 3: return iswblank(c);
  case 4: return iswcntrl(c);
  case 5: return iswdigit(c);
  case 6: return iswgraph(c);
  case 7: return iswlower(c);
  case 8: return iswprint(c);
  case 9: return iswpunct(c);
  case 10: return iswspace(c);
  case 11: return iswupper(c);
  case 12: return iswxdigit(c);
  default: return 0;
  }
}
