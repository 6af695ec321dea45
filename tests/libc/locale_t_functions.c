// locale_t_functions.c — every *_l function against the same call made
// with its locale installed by uselocale, in "C" and in C.UTF-8, while the
// global locale is the other one: the ctype.h forms on EOF and every
// byte, the wctype.h forms on a sample of code points (every third, the
// last ones of the planes, beyond), wctype_l/iswctype_l and
// wctrans_l/towctrans_l, strcoll_l, strxfrm_l, wcscoll_l, wcsxfrm_l,
// strcasecmp_l, strncasecmp_l, strftime_l over every conversion,
// nl_langinfo_l over its items, strerror_l over every error number, and
// the strto*_l parsers.  Each line gives a checksum of the answers (so
// that glibc's and ours must agree) and how many differed from the
// installed locale's.  Its output must be the same with safe mode and
// with glibc.
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

static int failures;
static locale_t obj;        // the locale object under test
static const char *where;   // its name

// A running checksum and a count of differences for one function.
static uint64_t sum;
static long diffs, calls;

static void start(void) {
  sum = 1469598103934665603ULL;
  diffs = calls = 0;
}

static void add(uint64_t v) {
  sum = (sum ^ v) * 1099511628211ULL;
  calls++;
}

static void same(int ok) {
  if (!ok)
    diffs++;
}

static void finish(const char *name) {
  printf("%-14s %-8s %6ld calls, checksum %016llx, %ld differ\n", name, where, calls,
         (unsigned long long)sum, diffs);
  if (diffs)
    failures++;
}

// The answer of the *_l form, then of the plain one with obj installed.
#define COMPARE_INT(expr_l, expr)          \
  do {                                     \
    long a_ = (long)(expr_l);              \
    locale_t old_ = uselocale(obj);        \
    long b_ = (long)(expr);                \
    uselocale(old_);                       \
    add((uint64_t)a_);                     \
    same(a_ == b_);                        \
  } while (0)

typedef int (*ctype_fn)(int);
typedef int (*ctype_fn_l)(int, locale_t);

static void bytes(void) {
  static const struct { const char *name; ctype_fn plain; ctype_fn_l with; } fns[] = {
    {"isalnum_l", isalnum, isalnum_l}, {"isalpha_l", isalpha, isalpha_l},
    {"isblank_l", isblank, isblank_l}, {"iscntrl_l", iscntrl, iscntrl_l},
    {"isdigit_l", isdigit, isdigit_l}, {"isgraph_l", isgraph, isgraph_l},
    {"islower_l", islower, islower_l}, {"isprint_l", isprint, isprint_l},
    {"ispunct_l", ispunct, ispunct_l}, {"isspace_l", isspace, isspace_l},
    {"isupper_l", isupper, isupper_l}, {"isxdigit_l", isxdigit, isxdigit_l},
    {"tolower_l", tolower, tolower_l}, {"toupper_l", toupper, toupper_l},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
    start();
    for (int c = -1; c < 256; c++) {
      int clas = k < 12;  // classes: only zero or not is defined
      COMPARE_INT(clas ? fns[k].with(c, obj) != 0 : fns[k].with(c, obj),
                  clas ? fns[k].plain(c) != 0 : fns[k].plain(c));
    }
    finish(fns[k].name);
  }
}

typedef int (*wctype_fn)(wint_t);
typedef int (*wctype_fn_l)(wint_t, locale_t);

// The code points tried: every third, the ends of the planes, beyond.
static wint_t code_point(long i) {
  if (i < 0x110000 / 3)
    return (wint_t)(i * 3);
  i -= 0x110000 / 3;
  if (i < 17 * 2)
    return (wint_t)((i / 2) << 16 | (i % 2 ? 0xffff : 0xfffe));
  i -= 17 * 2;
  static const wint_t beyond[] = {0x110000, 0x7fffffff, 0x80000000, WEOF};
  return i < 4 ? beyond[i] : 0;
}
#define CODE_POINTS (0x110000 / 3 + 17 * 2 + 4)

static void wide(void) {
  static const struct { const char *name, *class; wctype_fn plain; wctype_fn_l with; } fns[] = {
    {"iswalnum_l", "alnum", iswalnum, iswalnum_l}, {"iswalpha_l", "alpha", iswalpha, iswalpha_l},
    {"iswblank_l", "blank", iswblank, iswblank_l}, {"iswcntrl_l", "cntrl", iswcntrl, iswcntrl_l},
    {"iswdigit_l", "digit", iswdigit, iswdigit_l}, {"iswgraph_l", "graph", iswgraph, iswgraph_l},
    {"iswlower_l", "lower", iswlower, iswlower_l}, {"iswprint_l", "print", iswprint, iswprint_l},
    {"iswpunct_l", "punct", iswpunct, iswpunct_l}, {"iswspace_l", "space", iswspace, iswspace_l},
    {"iswupper_l", "upper", iswupper, iswupper_l},
    {"iswxdigit_l", "xdigit", iswxdigit, iswxdigit_l},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
    start();
    for (long i = 0; i < CODE_POINTS; i++) {
      wint_t c = code_point(i);
      COMPARE_INT(fns[k].with(c, obj) != 0, fns[k].plain(c) != 0);
    }
    finish(fns[k].name);
    start();
    wctype_t t = wctype_l(fns[k].class, obj);
    for (long i = 0; i < CODE_POINTS; i++) {
      wint_t c = code_point(i);
      COMPARE_INT(iswctype_l(c, t, obj) != 0, fns[k].plain(c) != 0);
    }
    finish("iswctype_l");
  }
  start();
  COMPARE_INT(wctype_l("alpha", obj) == 0, wctype("alpha") == 0);
  COMPARE_INT(wctype_l("letter", obj) == 0, wctype("letter") == 0);
  finish("wctype_l");
  const char *maps[] = {"towupper_l", "towlower_l"};
  for (int up = 0; up < 2; up++) {
    start();
    for (long i = 0; i < CODE_POINTS; i++) {
      wint_t c = code_point(i);
      if (up == 0)
        COMPARE_INT(towupper_l(c, obj), towupper(c));
      else
        COMPARE_INT(towlower_l(c, obj), towlower(c));
    }
    finish(maps[up]);
  }
  start();
  wctrans_t tu = wctrans_l("toupper", obj), tl = wctrans_l("tolower", obj);
  COMPARE_INT(wctrans_l("tofold", obj) == 0, wctrans("tofold") == 0);
  for (long i = 0; i < CODE_POINTS; i++) {
    wint_t c = code_point(i);
    COMPARE_INT(towctrans_l(c, tu, obj), towupper(c));
    COMPARE_INT(towctrans_l(c, tl, obj), towlower(c));
  }
  finish("towctrans_l");
}

static int sign(int v) {
  return (v > 0) - (v < 0);
}

static const char *const strings[] = {
  "", "a", "A", "b", "abc", "abd", "ABC", "ab", "\xc3\xa9t\xc3\xa9", "\xc3\xa9", "e",
  "\xe2\x82\xac", "\xff", "\x80", "z", "Z", "0", " ", "a b", "\xf0\x9f\x98\x80",
};
#define NSTRINGS (sizeof strings / sizeof strings[0])

static const wchar_t *const wstrings[] = {
  L"", L"a", L"A", L"b", L"abc", L"abd", L"\xe9t\xe9", L"\xe9", L"e", L"\x20ac", L"\x10ffff",
  L"\x1f600", L"\xd800", L"z", L"0",
};
#define NWSTRINGS (sizeof wstrings / sizeof wstrings[0])

static void collation(void) {
  start();
  for (size_t i = 0; i < NSTRINGS; i++)
    for (size_t j = 0; j < NSTRINGS; j++)
      COMPARE_INT(sign(strcoll_l(strings[i], strings[j], obj)),
                  sign(strcoll(strings[i], strings[j])));
  finish("strcoll_l");
  start();
  for (size_t i = 0; i < NSTRINGS; i++)
    for (size_t n = 0; n < 8; n++) {
      char a[16], b[16];
      memset(a, '#', sizeof a);
      memset(b, '#', sizeof b);
      size_t ra = strxfrm_l(a, strings[i], n, obj);
      locale_t old = uselocale(obj);
      size_t rb = strxfrm(b, strings[i], n);
      uselocale(old);
      add(ra);
      // What strxfrm leaves in a buffer too small is unspecified.
      if (ra < n)
        for (size_t k = 0; k <= ra; k++)
          add((unsigned char)a[k]);
      same(ra == rb && (ra >= n || !memcmp(a, b, ra + 1)));
    }
  finish("strxfrm_l");
  start();
  for (size_t i = 0; i < NWSTRINGS; i++)
    for (size_t j = 0; j < NWSTRINGS; j++)
      COMPARE_INT(sign(wcscoll_l(wstrings[i], wstrings[j], obj)),
                  sign(wcscoll(wstrings[i], wstrings[j])));
  finish("wcscoll_l");
  start();
  for (size_t i = 0; i < NWSTRINGS; i++)
    for (size_t n = 0; n < 6; n++) {
      wchar_t a[8], b[8];
      wmemset(a, '#', 8);
      wmemset(b, '#', 8);
      size_t ra = wcsxfrm_l(a, wstrings[i], n, obj);
      locale_t old = uselocale(obj);
      size_t rb = wcsxfrm(b, wstrings[i], n);
      uselocale(old);
      add(ra);
      if (ra < n)
        for (size_t k = 0; k <= ra; k++)
          add((uint64_t)a[k]);
      same(ra == rb && (ra >= n || !wmemcmp(a, b, ra + 1)));
    }
  finish("wcsxfrm_l");
  start();
  for (size_t i = 0; i < NSTRINGS; i++)
    for (size_t j = 0; j < NSTRINGS; j++) {
      COMPARE_INT(sign(strcasecmp_l(strings[i], strings[j], obj)),
                  sign(strcasecmp(strings[i], strings[j])));
      COMPARE_INT(sign(strncasecmp_l(strings[i], strings[j], 1, obj)),
                  sign(strncasecmp(strings[i], strings[j], 1)));
    }
  finish("strcasecmp_l");
}

// Every conversion, and those POSIX allows with the E and O modifiers.
static void times(void) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  tm.tm_year = 124;
  tm.tm_mon = 1;
  tm.tm_mday = 29;
  tm.tm_hour = 13;
  tm.tm_min = 5;
  tm.tm_sec = 9;
  tm.tm_wday = 4;
  tm.tm_yday = 59;
  tm.tm_zone = "UTC";
  const char *convs[3] = {"aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYz%", "cCxXyY", "deHImMSuUVwWy"};
  start();
  for (int mod = 0; mod < 3; mod++)
    for (const char *p = convs[mod]; *p; p++) {
      char fmt[8], a[128], b[128];
      snprintf(fmt, sizeof fmt, "[%%%s%c]", mod == 0 ? "" : mod == 1 ? "E" : "O", *p);
      size_t ra = strftime_l(a, sizeof a, fmt, &tm, obj);
      locale_t old = uselocale(obj);
      size_t rb = strftime(b, sizeof b, fmt, &tm);
      uselocale(old);
      add(ra);
      for (size_t k = 0; k < ra; k++)
        add((unsigned char)a[k]);
      same(ra == rb && !memcmp(a, b, ra));
    }
  char small[4];
  COMPARE_INT(strftime_l(small, sizeof small, "%A", &tm, obj), 0);
  finish("strftime_l");
  char out[128];
  strftime_l(out, sizeof out, "%c | %x | %X | %r | %p", &tm, obj);
  printf("  %s\n", out);
}

static void langinfo(void) {
  static const nl_item items[] = {
    CODESET, RADIXCHAR, THOUSEP, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM, AM_STR, PM_STR, ERA,
    ERA_D_FMT, ALT_DIGITS, ERA_D_T_FMT, ERA_T_FMT, YESEXPR, NOEXPR, CRNCYSTR, DAY_1, DAY_7,
    ABDAY_1, ABDAY_7, MON_1, MON_12, ABMON_1, ABMON_12,
  };
  start();
  for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
    const char *a = nl_langinfo_l(items[i], obj);
    locale_t old = uselocale(obj);
    const char *b = nl_langinfo(items[i]);
    uselocale(old);
    for (const char *p = a; *p; p++)
      add((unsigned char)*p);
    add(0);
    same(!strcmp(a, b));
  }
  finish("nl_langinfo_l");
  printf("  CODESET %s\n", nl_langinfo_l(CODESET, obj));
}

static void errors(void) {
  start();
  for (int e = -2; e < 140; e++) {
    char a[100];
    snprintf(a, sizeof a, "%s", strerror_l(e, obj));
    locale_t old = uselocale(obj);
    const char *b = strerror(e);
    uselocale(old);
    for (const char *p = a; *p; p++)
      add((unsigned char)*p);
    same(!strcmp(a, b));
  }
  finish("strerror_l");
  printf("  %s; %s\n", strerror_l(ENOENT, obj), strerror_l(1000, obj));
}

static void numbers(void) {
  static const char *inputs[] = {
    "0", "-1.5", "1e10", "0x1p-3", "  +42abc", "1,5", "inf", "-nan", "1e-400", "1e400",
    "123456789012345678901234567890", "0x7fffffffffffffff", "-9223372036854775809", "077",
    "0b101", "", "- 1", "3.14159265358979323846264338327950288",
  };
  for (int kind = 0; kind < 7; kind++) {
    static const char *names[] = {"strtod_l", "strtof_l", "strtold_l", "strtol_l", "strtoul_l",
                                  "strtoll_l", "strtoull_l"};
    start();
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++)
      for (int base = 0; base < (kind < 3 ? 1 : 3); base++) {
        int b = base == 0 ? 0 : base == 1 ? 10 : 16;
        char out[80], out2[80], *end = 0, *end2 = 0;
        errno = 0;
        switch (kind) {
        case 0: snprintf(out, sizeof out, "%a", strtod_l(inputs[i], &end, obj)); break;
        case 1: snprintf(out, sizeof out, "%a", (double)strtof_l(inputs[i], &end, obj)); break;
        case 2: snprintf(out, sizeof out, "%La", strtold_l(inputs[i], &end, obj)); break;
        case 3: snprintf(out, sizeof out, "%ld", strtol_l(inputs[i], &end, b, obj)); break;
        case 4: snprintf(out, sizeof out, "%lu", strtoul_l(inputs[i], &end, b, obj)); break;
        case 5: snprintf(out, sizeof out, "%lld", strtoll_l(inputs[i], &end, b, obj)); break;
        default: snprintf(out, sizeof out, "%llu", strtoull_l(inputs[i], &end, b, obj)); break;
        }
        int e1 = errno;
        locale_t old = uselocale(obj);
        errno = 0;
        switch (kind) {
        case 0: snprintf(out2, sizeof out2, "%a", strtod(inputs[i], &end2)); break;
        case 1: snprintf(out2, sizeof out2, "%a", (double)strtof(inputs[i], &end2)); break;
        case 2: snprintf(out2, sizeof out2, "%La", strtold(inputs[i], &end2)); break;
        case 3: snprintf(out2, sizeof out2, "%ld", strtol(inputs[i], &end2, b)); break;
        case 4: snprintf(out2, sizeof out2, "%lu", strtoul(inputs[i], &end2, b)); break;
        case 5: snprintf(out2, sizeof out2, "%lld", strtoll(inputs[i], &end2, b)); break;
        default: snprintf(out2, sizeof out2, "%llu", strtoull(inputs[i], &end2, b)); break;
        }
        int e2 = errno;
        uselocale(old);
        for (const char *p = out; *p; p++)
          add((unsigned char)*p);
        add((uint64_t)(end - inputs[i]));
        add((uint64_t)e1);
        same(!strcmp(out, out2) && end == end2 && e1 == e2);
      }
    finish(names[kind]);
  }
}

int main(void) {
  for (int loc = 0; loc < 2; loc++) {
    where = loc ? "C.UTF-8" : "C";
    setlocale(LC_ALL, loc ? "C" : "C.UTF-8");  // the global locale is the other one
    obj = newlocale(LC_ALL_MASK, where, 0);
    if (!obj) {
      printf("newlocale(%s) failed\n", where);
      return 1;
    }
    bytes();
    wide();
    collation();
    times();
    langinfo();
    errors();
    numbers();
    freelocale(obj);
  }
  printf("%d failures\n", failures);
  return failures != 0;
}
