// locale_cmp.c — the locales against glibc 2.36, exhaustively where that
// is cheap: setlocale's answers and errno for many spellings, odd
// composites and names from the environment, nl_langinfo, every
// code point through the wctype.h classes, towupper/towlower, wcwidth and
// wcrtomb, and mbrtowc on every sequence of up to three bytes (and many of
// four to six), both in one call and fed byte by byte.  Locale objects:
// newlocale's answers for the same names under every kind of mask, and
// with names from the environment; every code point again with the
// thread's locale (uselocale) differing from the global one, through the
// plain functions and the *_l ones; the <ctype.h> *_l forms on every byte.
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

char *sc_setlocale(int, const char *);
char *sc_nl_langinfo(nl_item);
size_t sc___ctype_get_mb_cur_max(void);
size_t sc_mbrtowc(wchar_t *, const char *, size_t, void *);
size_t sc_wcrtomb(char *, wchar_t, void *);
int sc_mbsinit(const void *);
size_t sc_mbsrtowcs(wchar_t *, const char **, size_t, void *);
size_t sc_wcsrtombs(char *, const wchar_t **, size_t, void *);
int sc_mbtowc(wchar_t *, const char *, size_t);
int sc_wctomb(char *, wchar_t);
int sc_wcwidth(wchar_t);
int sc_wcswidth(const wchar_t *, size_t);
wint_t sc_towupper(wint_t), sc_towlower(wint_t), sc_btowc(int);
int sc_wctob(wint_t);
int sc_iswalnum(wint_t), sc_iswalpha(wint_t), sc_iswblank(wint_t), sc_iswcntrl(wint_t);
int sc_iswdigit(wint_t), sc_iswgraph(wint_t), sc_iswlower(wint_t), sc_iswprint(wint_t);
int sc_iswpunct(wint_t), sc_iswspace(wint_t), sc_iswupper(wint_t), sc_iswxdigit(wint_t);
unsigned long sc_wctype(const char *);
int sc_iswctype(wint_t, unsigned long);
const int *sc_wctrans(const char *);
wint_t sc_towctrans(wint_t, const int *);
void *sc_newlocale(int, const char *, void *);
void sc_freelocale(void *);
void *sc_uselocale(void *);
char *sc_nl_langinfo_l(nl_item, void *);
int sc_iswalnum_l(wint_t, void *), sc_iswalpha_l(wint_t, void *), sc_iswblank_l(wint_t, void *);
int sc_iswcntrl_l(wint_t, void *), sc_iswdigit_l(wint_t, void *), sc_iswgraph_l(wint_t, void *);
int sc_iswlower_l(wint_t, void *), sc_iswprint_l(wint_t, void *), sc_iswpunct_l(wint_t, void *);
int sc_iswspace_l(wint_t, void *), sc_iswupper_l(wint_t, void *), sc_iswxdigit_l(wint_t, void *);
wint_t sc_towupper_l(wint_t, void *), sc_towlower_l(wint_t, void *);
unsigned long sc_wctype_l(const char *, void *);
int sc_iswctype_l(wint_t, unsigned long, void *);
const int *sc_wctrans_l(const char *, void *);
wint_t sc_towctrans_l(wint_t, const int *, void *);
int sc_isalnum_l(int, void *), sc_isalpha_l(int, void *), sc_isblank_l(int, void *);
int sc_iscntrl_l(int, void *), sc_isdigit_l(int, void *), sc_isgraph_l(int, void *);
int sc_islower_l(int, void *), sc_isprint_l(int, void *), sc_ispunct_l(int, void *);
int sc_isspace_l(int, void *), sc_isupper_l(int, void *), sc_isxdigit_l(int, void *);
int sc_tolower_l(int, void *), sc_toupper_l(int, void *);
int sc_setenv(const char *, const char *, int);
int sc_unsetenv(const char *);
extern int sc_errno;

static long checked, bad;

// Prints the first few mismatches of each kind.
static void report(const char *what, const char *detail) {
  static const char *kinds[32];
  static int counts[32];
  int k = 0;
  while (k < 31 && kinds[k] && strcmp(kinds[k], what))
    k++;
  kinds[k] = what;
  if (counts[k]++ < 4)
    printf("MISMATCH %s: %s\n", what, detail);
  bad++;
}

static const char *show(const char *s) {
  return s ? s : "(null)";
}

static const char *const category_names[13] = {
  "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES", "LC_ALL",
  "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION",
};

// Sets (value) or unsets (null) a variable in both environments.
static void both_setenv(const char *var, const char *value) {
  if (value) {
    setenv(var, value, 1);
    sc_setenv(var, value, 1);
  } else {
    unsetenv(var);
    sc_unsetenv(var);
  }
}

// A failure's errno too, where glibc sets one (see both_newlocale).
static void both_setlocale(int cat, const char *name) {
  sc_errno = errno = 0;
  const char *a = sc_setlocale(cat, name), *b = setlocale(cat, name);
  checked++;
  if ((a == 0) != (b == 0) || (a && strcmp(a, b)) || (!a && errno && sc_errno != errno)) {
    char msg[1200];
    snprintf(msg, sizeof msg, "setlocale(%d, \"%s\"): ours %s errno %d, glibc %s errno %d", cat,
             show(name), show(a), sc_errno, show(b), errno);
    report("setlocale", msg);
  }
}

// Names setlocale and newlocale are both asked for: spellings of the two
// locales, near misses and others.
static const char *const locale_names[] = {
    "C", "POSIX", "C.UTF-8", "C.utf8", "C.utf-8", "C.UTF8", "C.Utf-8", "c.utf8", "C.UTF_8",
    "C.U-T-F-8", "C.ISO-8859-1", "en_US.UTF-8", "C.UTF-8@x", "POSIX.UTF-8", "C.", ".utf8",
    "C.UTF--8", "C.u.t.f.8", "C.UTF-8.", "C.utf8@", "C.utf8@euro", "C.-utf8", "C.UTF 8",
    "C.uTf8", "C@x", "C.ascii", "C.ANSI_X3.4-1968", "POSIX@x", "C.utf8.utf8", "C.U-TF8",
    "C.UTF-8-", "C.UTF-8:", "C.utf8,", "C.U T F 8", "C.UTF8 ", "C. utf8", "C.UTF-8/",
    "C.UTF-16", "xx", "", "c", "CC",
};

enum { NUM_LOCALE_NAMES = sizeof locale_names / sizeof locale_names[0] };

static void check_names(void) {
  static const int cats[] = {LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY,
                             LC_MESSAGES, LC_ALL, LC_PAPER, LC_IDENTIFICATION};
  both_setenv("LANG", "C");
  both_setenv("LC_ALL", 0);
  for (size_t c = 0; c < sizeof cats / sizeof cats[0]; c++)
    for (size_t i = 0; i < NUM_LOCALE_NAMES; i++) {
      both_setlocale(cats[c], locale_names[i]);
      both_setlocale(LC_ALL, 0);
      both_setlocale(cats[c], 0);
      both_setlocale(LC_ALL, "C");
    }
  // Mixed categories, composites, bad categories.
  both_setlocale(LC_CTYPE, "C.UTF-8");
  both_setlocale(LC_TIME, "C.utf8");
  both_setlocale(LC_ALL, 0);
  char saved[1000];
  snprintf(saved, sizeof saved, "%s", sc_setlocale(LC_ALL, 0));
  both_setlocale(LC_ALL, "C");
  both_setlocale(LC_ALL, saved);
  both_setlocale(LC_CTYPE, 0);
  both_setlocale(LC_ALL, "LC_CTYPE=C.UTF-8;LC_NUMERIC=C");
  both_setlocale(LC_ALL, "LC_NUMERIC=C;LC_CTYPE=C.UTF-8;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;"
                         "LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;"
                         "LC_MEASUREMENT=C;LC_IDENTIFICATION=POSIX;");
  both_setlocale(LC_ALL, 0);
  both_setlocale(LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;"
                         "LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;"
                         "LC_MEASUREMENT=C;LC_IDENTIFICATION=xx");
  both_setlocale(LC_ALL, 0);
  both_setlocale(13, "C");
  both_setlocale(-1, 0);
  both_setlocale(LC_ALL, "C");
  // Composites read as glibc reads them, and their parts as names.
  static const char *odd[] = {";xx", ";LC_FOO=x", ";;", "=", ";=x", ";LC_ALL=C", ";LC_CTYPE=xx",
                              ";LC_CTYPE=C/x", ";LC_CTYPE=", ";LC_CTYPE=POSIX", ";LC_CTYPE",
                              ";LC_CTYPE=C.utf8 ", ";LC_NUMERIC=C=D"};
  static const char *front[] = {"", ";", "xx;", "LC_CTYPE=C.UTF-8;;"};
  const char *all = "LC_CTYPE=C.utf8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;"
                    "LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;"
                    "LC_MEASUREMENT=C;LC_IDENTIFICATION=C";
  for (size_t f = 0; f < sizeof front / sizeof front[0]; f++)
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
      char name[400];
      snprintf(name, sizeof name, "%s%s%s", front[f], all, odd[i]);
      both_setlocale(LC_ALL, name);
      both_setlocale(LC_ALL, 0);
      both_setlocale(LC_ALL, "C");
    }
  // "" takes each category from the environment.
  both_setenv("LANG", "C.UTF-8");
  both_setlocale(LC_ALL, "");
  both_setlocale(LC_ALL, 0);
  both_setenv("LC_NUMERIC", "POSIX");
  both_setenv("LC_TIME", "C.utf8@x");
  both_setlocale(LC_ALL, "");
  both_setlocale(LC_ALL, 0);
  both_setenv("LC_COLLATE", "C/x");
  both_setlocale(LC_ALL, "");
  both_setlocale(LC_CTYPE, "");
  both_setlocale(LC_ALL, 0);
  both_setenv("LC_ALL", "C");
  both_setlocale(LC_ALL, "");
  both_setlocale(LC_ALL, 0);
  both_setenv("LC_ALL", 0);
  both_setenv("LC_NUMERIC", 0);
  both_setenv("LC_TIME", 0);
  both_setenv("LC_COLLATE", 0);
  both_setenv("LANG", "C");
  both_setlocale(LC_ALL, "C");
}

static void check_langinfo(void) {
  static const nl_item items[] = {
    CODESET, RADIXCHAR, THOUSEP, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM, AM_STR, PM_STR, ERA,
    ERA_D_FMT, ALT_DIGITS, ERA_D_T_FMT, ERA_T_FMT, YESEXPR, NOEXPR, CRNCYSTR,
  };
  for (int loc = 0; loc < 2; loc++) {
    both_setlocale(LC_ALL, loc ? "C.UTF-8" : "C");
    for (size_t i = 0; i < sizeof items / sizeof items[0] + 7 + 7 + 12 + 12; i++) {
      nl_item it = i < sizeof items / sizeof items[0] ? items[i]
                                                     : ABDAY_1 + (nl_item)(i - sizeof items / sizeof items[0]);
      checked++;
      if (strcmp(sc_nl_langinfo(it), nl_langinfo(it))) {
        char msg[300];
        snprintf(msg, sizeof msg, "item %#x: ours \"%s\", glibc \"%s\"", it, sc_nl_langinfo(it),
                 nl_langinfo(it));
        report("nl_langinfo", msg);
      }
    }
    checked++;
    if (sc___ctype_get_mb_cur_max() != MB_CUR_MAX)
      report("MB_CUR_MAX", loc ? "C.UTF-8" : "C");
  }
}

typedef int (*classfn)(wint_t);
static const struct { const char *name; classfn ours, theirs; } classes[] = {
  {"alnum", sc_iswalnum, iswalnum}, {"alpha", sc_iswalpha, iswalpha},
  {"blank", sc_iswblank, iswblank}, {"cntrl", sc_iswcntrl, iswcntrl},
  {"digit", sc_iswdigit, iswdigit}, {"graph", sc_iswgraph, iswgraph},
  {"lower", sc_iswlower, iswlower}, {"print", sc_iswprint, iswprint},
  {"punct", sc_iswpunct, iswpunct}, {"space", sc_iswspace, iswspace},
  {"upper", sc_iswupper, iswupper}, {"xdigit", sc_iswxdigit, iswxdigit},
};

typedef int (*classfn_l)(wint_t, void *);
typedef int (*theirfn_l)(wint_t, locale_t);
static const struct { classfn_l ours; theirfn_l theirs; } classes_l[] = {
  {sc_iswalnum_l, iswalnum_l}, {sc_iswalpha_l, iswalpha_l}, {sc_iswblank_l, iswblank_l},
  {sc_iswcntrl_l, iswcntrl_l}, {sc_iswdigit_l, iswdigit_l}, {sc_iswgraph_l, iswgraph_l},
  {sc_iswlower_l, iswlower_l}, {sc_iswprint_l, iswprint_l}, {sc_iswpunct_l, iswpunct_l},
  {sc_iswspace_l, iswspace_l}, {sc_iswupper_l, iswupper_l}, {sc_iswxdigit_l, iswxdigit_l},
};

// Locale objects for the *_l forms, both of the kind the thread's locale
// is not (null: skip them).
static void *ours_l;
static locale_t theirs_l;

static void check_code_point_l(wint_t c) {
  char msg[200];
  for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++) {
    int a = classes_l[k].ours(c, ours_l) != 0, b = classes_l[k].theirs(c, theirs_l) != 0;
    int d = sc_iswctype_l(c, sc_wctype_l(classes[k].name, ours_l), ours_l) != 0;
    int e = iswctype_l(c, wctype_l(classes[k].name, theirs_l), theirs_l) != 0;
    checked++;
    if (a != b || d != e) {
      snprintf(msg, sizeof msg, "isw%s_l(%#x): ours %d (iswctype_l %d), glibc %d (%d)",
               classes[k].name, c, a, d, b, e);
      report("class_l", msg);
    }
  }
  wint_t u1 = sc_towupper_l(c, ours_l), l1 = sc_towlower_l(c, ours_l);
  wint_t u2 = towupper_l(c, theirs_l), l2 = towlower_l(c, theirs_l);
  wint_t t1 = sc_towctrans_l(c, sc_wctrans_l("toupper", ours_l), ours_l);
  wint_t t2 = sc_towctrans_l(c, sc_wctrans_l("tolower", ours_l), ours_l);
  checked++;
  if (u1 != u2 || l1 != l2 || t1 != u2 || t2 != l2) {
    snprintf(msg, sizeof msg, "%#x: upper_l %#x/%#x lower_l %#x/%#x", c, u1, u2, l1, l2);
    report("case_l", msg);
  }
}

static void check_code_point(wint_t c) {
  char msg[200];
  for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++) {
    int a = classes[k].ours(c) != 0, b = classes[k].theirs(c) != 0;
    int d = sc_iswctype(c, sc_wctype(classes[k].name)) != 0;
    checked++;
    if (a != b || d != b) {
      snprintf(msg, sizeof msg, "isw%s(%#x): ours %d (iswctype %d), glibc %d", classes[k].name,
               c, a, d, b);
      report("class", msg);
    }
  }
  if (ours_l)
    check_code_point_l(c);
  wint_t u1 = sc_towupper(c), u2 = towupper(c), l1 = sc_towlower(c), l2 = towlower(c);
  wint_t t1 = sc_towctrans(c, sc_wctrans("toupper")), t2 = sc_towctrans(c, sc_wctrans("tolower"));
  int w1 = sc_wcwidth((wchar_t)c), w2 = wcwidth((wchar_t)c);
  checked++;
  if (u1 != u2 || l1 != l2 || t1 != u2 || t2 != l2 || w1 != w2) {
    snprintf(msg, sizeof msg, "%#x: upper %#x/%#x lower %#x/%#x width %d/%d", c, u1, u2, l1, l2,
             w1, w2);
    report("case/width", msg);
  }
  char x[8] = {0}, y[8] = {0};
  mbstate_t s1, s2;
  memset(&s1, 0, sizeof s1);
  memset(&s2, 0, sizeof s2);
  sc_errno = errno = 0;
  size_t r1 = sc_wcrtomb(x, (wchar_t)c, &s1), r2 = wcrtomb(y, (wchar_t)c, &s2);
  checked++;
  if (r1 != r2 || memcmp(x, y, 8) || sc_errno != errno) {
    snprintf(msg, sizeof msg, "wcrtomb(%#x): ours %zd errno %d, glibc %zd errno %d", c,
             (ssize_t)r1, sc_errno, (ssize_t)r2, errno);
    report("wcrtomb", msg);
  }
}

// Passes 0 and 1 set the global locale; 2 and 3 set the other one
// globally and give the thread this one with uselocale (both sides), and
// check the *_l forms in a locale object of the other kind.
static void check_code_points(void) {
  for (int pass = 0; pass < 4; pass++) {
    int loc = pass & 1;
    const char *name = loc ? "C.UTF-8" : "C", *other = loc ? "C" : "C.UTF-8";
    both_setlocale(LC_ALL, pass < 2 ? name : other);
    locale_t theirs = 0;
    void *ours = 0;
    if (pass >= 2) {
      theirs = newlocale(LC_ALL_MASK, name, 0);
      ours = sc_newlocale(LC_ALL_MASK, name, 0);
      uselocale(theirs);
      sc_uselocale(ours);
      theirs_l = newlocale(LC_ALL_MASK, other, 0);
      ours_l = sc_newlocale(LC_ALL_MASK, other, 0);
    }
    for (wint_t c = 0; c < 0x110000; c++)
      check_code_point(c);
    for (uint64_t c = 0x110000; c <= 0xffffffffu; c = c * 5 / 4 + 1)
      check_code_point((wint_t)c);
    check_code_point(WEOF);
    for (int b = -1; b < 256; b++) {
      checked++;
      if (sc_btowc(b) != btowc(b) || sc_wctob((wint_t)b) != wctob((wint_t)b))
        report("btowc/wctob", "");
    }
    checked++;
    if (sc___ctype_get_mb_cur_max() != MB_CUR_MAX ||
        strcmp(sc_nl_langinfo(CODESET), nl_langinfo(CODESET)))
      report("thread locale", name);
    if (pass >= 2) {
      uselocale(LC_GLOBAL_LOCALE);
      sc_uselocale((void *)-1L);
      freelocale(theirs);
      sc_freelocale(ours);
      freelocale(theirs_l);
      sc_freelocale(ours_l);
      ours_l = 0;
    }
  }
}

typedef int (*bytefn_l)(int, void *);
typedef int (*bytefn)(int, locale_t);
static const struct { const char *name; bytefn_l ours; bytefn theirs; } bytefns[] = {
  {"isalnum_l", sc_isalnum_l, isalnum_l}, {"isalpha_l", sc_isalpha_l, isalpha_l},
  {"isblank_l", sc_isblank_l, isblank_l}, {"iscntrl_l", sc_iscntrl_l, iscntrl_l},
  {"isdigit_l", sc_isdigit_l, isdigit_l}, {"isgraph_l", sc_isgraph_l, isgraph_l},
  {"islower_l", sc_islower_l, islower_l}, {"isprint_l", sc_isprint_l, isprint_l},
  {"ispunct_l", sc_ispunct_l, ispunct_l}, {"isspace_l", sc_isspace_l, isspace_l},
  {"isupper_l", sc_isupper_l, isupper_l}, {"isxdigit_l", sc_isxdigit_l, isxdigit_l},
  {"tolower_l", sc_tolower_l, tolower_l}, {"toupper_l", sc_toupper_l, toupper_l},
};

// The <ctype.h> *_l forms on EOF and every byte, in both locales, while
// the global and thread locales are the other one.
static void check_bytes_l(void) {
  for (int loc = 0; loc < 2; loc++) {
    const char *name = loc ? "C.UTF-8" : "C";
    both_setlocale(LC_ALL, loc ? "C" : "C.UTF-8");
    locale_t theirs = newlocale(LC_ALL_MASK, name, 0);
    void *ours = sc_newlocale(LC_ALL_MASK, name, 0);
    for (size_t k = 0; k < sizeof bytefns / sizeof bytefns[0]; k++)
      for (int c = -1; c < 256; c++) {
        int a = bytefns[k].ours(c, ours), b = bytefns[k].theirs(c, theirs);
        checked++;
        if (k < 12 ? (a != 0) != (b != 0) : a != b) {
          char msg[100];
          snprintf(msg, sizeof msg, "%s(%d) in %s: ours %d, glibc %d", bytefns[k].name, c, name,
                   a, b);
          report("ctype_l", msg);
        }
      }
    freelocale(theirs);
    sc_freelocale(ours);
  }
  both_setlocale(LC_ALL, "C");
}

// newlocale(mask, name, 0) on both sides: whether it fails and why, and
// the codeset and MB_CUR_MAX of what it makes.  glibc caches a failed
// lookup and fails the next one for that name with errno unchanged
// (left 0 here), so a 0 from glibc matches any errno of ours.
static void both_newlocale(int mask, const char *name) {
  sc_errno = errno = 0;
  void *a = sc_newlocale(mask, name, 0);
  int ea = sc_errno;
  locale_t b = newlocale(mask, name, 0);
  int eb = errno;
  char msg[1200], x[100] = "fails", y[100] = "fails";
  if (a) {
    void *old = sc_uselocale(a);
    snprintf(x, sizeof x, "%s %zu", sc_nl_langinfo_l(CODESET, a), sc___ctype_get_mb_cur_max());
    sc_uselocale(old);
    sc_freelocale(a);
  }
  if (b) {
    locale_t old = uselocale(b);
    snprintf(y, sizeof y, "%s %zu", nl_langinfo_l(CODESET, b), MB_CUR_MAX);
    uselocale(old);
    freelocale(b);
  }
  checked++;
  if (strcmp(x, y) || (!a && eb && ea != eb)) {
    snprintf(msg, sizeof msg, "newlocale(%#x, \"%s\"): ours %s errno %d, glibc %s errno %d", mask,
             show(name), x, a ? 0 : ea, y, b ? 0 : eb);
    report("newlocale", msg);
  }
}

static void check_newlocale(void) {
  // locale_names, then names only newlocale is asked for.
  static const char *more_names[] = {
    ".", "..", "/C", "C/", "a/b", "C.utf8/..", "/../C.utf8",
    "/C/../C.utf8", "/C.utf8/..", "/C/..x", "/x..", "/", "...",
    "LC_CTYPE=C.UTF-8", "C;", ";", "LC_CTYPE=C;LC_NUMERIC=C",
    "LC_CTYPE=C.utf8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
    "LC_CTYPE=C;LC_NUMERIC=C.utf8;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C;",
    "LC_CTYPE=xx;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
    "LC_CTYPE=;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
    "LC_CTYPE=C.utf8;LC_NUMERIC=C;LC_ALL=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;"
    "LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;"
    "LC_IDENTIFICATION=C",
    "LC_CTYPE=C.utf8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C;"
    "LC_CTYPE=POSIX",
    "LC_CTYPE=C.utf8;;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
    "LC_CTYPE=C.UTF-8/x;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;"
    "LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
  };
  const size_t num_more = sizeof more_names / sizeof more_names[0];
  static const int masks[] = {LC_CTYPE_MASK, LC_NUMERIC_MASK, LC_CTYPE_MASK | LC_TIME_MASK,
                              LC_ALL_MASK, 1 << LC_ALL, 0, 1 << LC_ALL | LC_CTYPE_MASK,
                              1 << 13, -1, LC_IDENTIFICATION_MASK};
  static const char *envs[][4] = {  // LC_ALL, LC_CTYPE, LC_TIME, LANG (0: unset)
    {0, 0, 0, 0}, {0, 0, 0, "C.UTF-8"}, {"", "", 0, "C.utf8"}, {"C", 0, 0, "C.UTF-8"},
    {0, "POSIX", 0, "C.UTF-8"}, {0, "C.utf8", "xx", 0}, {0, 0, 0, "a/b"},
    {0, 0, 0, "LC_CTYPE=C.utf8;LC_NUMERIC=C"}, {"C.UTF-8", "xx", "yy", "zz"},
  };
  char longname[400];
  for (int i = 0; i < 13; i++)  // the environment's settings are both sides'
    if (i != LC_ALL)
      both_setenv(category_names[i], 0);
  for (size_t e = 0; e < sizeof envs / sizeof envs[0]; e++) {
    static const char *vars[] = {"LC_ALL", "LC_CTYPE", "LC_TIME", "LANG"};
    for (int v = 0; v < 4; v++)
      both_setenv(vars[v], envs[e][v]);
    for (size_t m = 0; m < sizeof masks / sizeof masks[0]; m++) {
      for (size_t i = 0; i < NUM_LOCALE_NAMES + num_more; i++) {
        const char *name =
            i < NUM_LOCALE_NAMES ? locale_names[i] : more_names[i - NUM_LOCALE_NAMES];
        if (e == 0 || !*name || strstr(name, "=;"))
          both_newlocale(masks[m], name);
      }
      if (e == 0)
        both_newlocale(masks[m], 0);
    }
  }
  both_setenv("LC_ALL", 0);
  both_setenv("LC_CTYPE", 0);
  both_setenv("LC_TIME", 0);
  both_setenv("LANG", "C");
  // Long names: glibc takes up to 255 bytes.
  for (size_t n = 240; n < 270; n++) {
    memcpy(longname, "C.utf8@", 7);
    memset(longname + 7, 'x', n - 7);
    longname[n] = 0;
    both_newlocale(LC_CTYPE_MASK, longname);
    both_setlocale(LC_CTYPE, longname);
    both_setlocale(LC_ALL, 0);
    both_setlocale(LC_ALL, "C");
  }
}

// The results of mbrtowc on s[0..n): in one call (with a large n), then
// byte by byte, each step's return, character, errno and mbsinit.
static void trace(int ours, const unsigned char *s, size_t n, char *out, size_t size) {
  mbstate_t st;
  memset(&st, 0, sizeof st);
  wchar_t wc = 0x5555;
  size_t len = 0;
  char buf[8];
  memcpy(buf, s, n);
  buf[n] = 0;
  sc_errno = errno = 0;
  size_t r = ours ? sc_mbrtowc(&wc, buf, n, &st) : mbrtowc(&wc, buf, n, &st);
  len += (size_t)snprintf(out + len, size - len, "%zd:%x:%d:%d |", (ssize_t)r, wc,
                          ours ? sc_errno : errno, ours ? sc_mbsinit(&st) : mbsinit(&st));
  memset(&st, 0, sizeof st);
  for (size_t i = 0; i < n; i++) {
    wc = 0x5555;
    sc_errno = errno = 0;
    r = ours ? sc_mbrtowc(&wc, buf + i, 1, &st) : mbrtowc(&wc, buf + i, 1, &st);
    len += (size_t)snprintf(out + len, size - len, " %zd:%x:%d:%d", (ssize_t)r, wc,
                            ours ? sc_errno : errno, ours ? sc_mbsinit(&st) : mbsinit(&st));
    if (r != (size_t)-2)
      break;
  }
}

static void check_sequence(const unsigned char *s, size_t n) {
  char a[300], b[300];
  trace(1, s, n, a, sizeof a);
  trace(0, s, n, b, sizeof b);
  checked++;
  if (strcmp(a, b)) {
    char msg[800];
    int k = 0;
    for (size_t i = 0; i < n; i++)
      k += snprintf(msg + k, sizeof msg - (size_t)k, "%02x", s[i]);
    snprintf(msg + k, sizeof msg - (size_t)k, ": ours %s, glibc %s", a, b);
    report("mbrtowc", msg);
  }
}

static void check_sequences(void) {
  static const unsigned char tails[] = {0x00, 0x41, 0x7f, 0x80, 0x81, 0x8f, 0x90, 0x9f,
                                        0xa0, 0xbf, 0xc0, 0xc2, 0xe0, 0xf0, 0xfe, 0xff};
  unsigned char s[6];
  for (int loc = 0; loc < 2; loc++) {
    both_setlocale(LC_ALL, loc ? "C.UTF-8" : "C");
    for (int a = 0; a < 256; a++) {
      s[0] = (unsigned char)a;
      check_sequence(s, 1);
      for (int b = 0; b < 256; b++) {
        s[1] = (unsigned char)b;
        check_sequence(s, 2);
        if (a < 0xc0 || (loc == 0 && b > 0x10))
          continue;
        for (int c = 0; c < 256; c++) {
          s[2] = (unsigned char)c;
          check_sequence(s, 3);
          // Longer ones: every lead and second byte, sampled third ones.
          if (a < 0xf0 || (c % 17 != 0 && (c < 0x80 || c > 0xbf || c % 3 != 0)))
            continue;
          for (size_t d = 0; d < sizeof tails; d++) {
            s[3] = tails[d];
            check_sequence(s, 4);
            s[4] = tails[(d + (size_t)c) % sizeof tails];
            check_sequence(s, 5);
            s[5] = tails[(d + (size_t)b) % sizeof tails];
            check_sequence(s, 6);
          }
        }
      }
    }
  }
}

// mbsrtowcs and wcsrtombs on random strings of valid and broken
// characters, with every output limit up to the length.
static uint64_t rng = 7;
static unsigned next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)rng;
}

static void check_strings(void) {
  static const wchar_t pool[] = {'a', 'Z', 0xe9, 0x7ff, 0x800, 0x20ac, 0xffff, 0x10000,
                                 0x10ffff, 0x1f600, 0x110000, 0x7fffffff, 0xd800};
  both_setlocale(LC_ALL, "C.UTF-8");
  for (int round = 0; round < 20000; round++) {
    wchar_t ws[12];
    int n = (int)(next() % 10);
    for (int i = 0; i < n; i++)
      ws[i] = pool[next() % (sizeof pool / sizeof pool[0] - (round % 3 == 0 ? 0 : 1))];
    ws[n] = 0;
    for (size_t lim = 0; lim < 64; lim++) {
      char x[80], y[80];
      memset(x, 1, sizeof x);
      memset(y, 1, sizeof y);
      const wchar_t *p1 = ws, *p2 = ws;
      mbstate_t s1, s2;
      memset(&s1, 0, sizeof s1);
      memset(&s2, 0, sizeof s2);
      size_t r1 = sc_wcsrtombs(lim == 63 ? 0 : x, &p1, lim, &s1);
      size_t r2 = wcsrtombs(lim == 63 ? 0 : y, &p2, lim, &s2);
      checked++;
      if (r1 != r2 || p1 != p2 || memcmp(x, y, sizeof x)) {
        char msg[200];
        snprintf(msg, sizeof msg, "%d wide characters from %#x, limit %zu: ours %zd at %td, "
                 "glibc %zd at %td", n, (unsigned)ws[0], lim, (ssize_t)r1, p1 ? p1 - ws : -1,
                 (ssize_t)r2, p2 ? p2 - ws : -1);
        report("wcsrtombs", msg);
        break;
      }
      if (r1 == (size_t)-1 || lim == 63)
        continue;
      // Back again, from bytes, possibly with one byte broken.
      if (round % 5 == 0 && r1 > 0)
        x[next() % r1] = (char)(next() & 0xff);
      x[r1] = 0;
      wchar_t v1[80], v2[80];
      for (size_t wl = 0; wl < 12; wl++) {
        const char *q1 = x, *q2 = x;
        wmemset(v1, 7, 80);
        wmemset(v2, 7, 80);
        memset(&s1, 0, sizeof s1);
        memset(&s2, 0, sizeof s2);
        size_t m1 = sc_mbsrtowcs(wl == 11 ? 0 : v1, &q1, wl, &s1);
        size_t m2 = mbsrtowcs(wl == 11 ? 0 : v2, &q2, wl, &s2);
        checked++;
        // After an error glibc sometimes leaves *src past the bad sequence
        // and the state inside it (ours follows C11: *src just past the last
        // character converted; the state is unspecified).
        int i1 = sc_mbsinit(&s1), i2 = mbsinit(&s2);
        if (m1 == (size_t)-1)
          q1 = q2, i1 = i2;
        if (m1 != m2 || q1 != q2 || wmemcmp(v1, v2, 80) || i1 != i2) {
          char msg[200];
          snprintf(msg, sizeof msg, "\"%s\" limit %zu: ours %zd at %td, glibc %zd at %td", x, wl,
                   (ssize_t)m1, q1 ? q1 - x : -1, (ssize_t)m2, q2 ? q2 - x : -1);
          report("mbsrtowcs", msg);
        }
      }
    }
  }
}

int main(void) {
  check_names();
  check_langinfo();
  check_newlocale();
  check_bytes_l();
  check_code_points();
  check_sequences();
  check_strings();
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
