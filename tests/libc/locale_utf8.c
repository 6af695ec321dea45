// locale_utf8.c — the "C" and "C.UTF-8" locales: setlocale's names and
// answers, MB_CUR_MAX, nl_langinfo, UTF-8 conversions (round trips, byte
// by byte, every class of invalid sequence), the wctype.h classes, case
// mappings and wcwidth of every code point (as a checksum per plane, so
// that a difference shows where it is), and %ls/%lc and the wide streams.
// Its output must be the same with safe mode and with glibc.
#define _GNU_SOURCE
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

static int failures;

static void expect(int ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

static void show_setlocale(int cat, const char *name) {
  char *r = setlocale(cat, name);
  printf("setlocale(%d, %s%s%s) = %s\n", cat, name ? "\"" : "", name ? name : "NULL",
         name ? "\"" : "", r ? r : "NULL");
}

static void names(void) {
  static const char *list[] = {"C", "POSIX", "C.UTF-8", "C.utf8", "C.utf-8", "C.UTF8", "C.Utf-8",
                               "C.UTF-8@euro", "c.utf8", "C.UTF_8", "C.ISO-8859-1", "en_US.UTF-8",
                               "C.", "POSIX.UTF-8", "C.UTF 8"};
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
    show_setlocale(LC_CTYPE, list[i]);
    printf("  MB_CUR_MAX %zu, CODESET %s, LC_ALL %s\n", MB_CUR_MAX, nl_langinfo(CODESET),
           setlocale(LC_ALL, NULL));
    setlocale(LC_ALL, "C");
  }
  show_setlocale(LC_CTYPE, "C.UTF-8");
  show_setlocale(LC_NUMERIC, NULL);
  show_setlocale(LC_ALL, NULL);
  char saved[600];
  snprintf(saved, sizeof saved, "%s", setlocale(LC_ALL, NULL));
  show_setlocale(LC_ALL, "C");
  show_setlocale(LC_ALL, saved);
  show_setlocale(LC_ALL, "xx");  // refused: nothing changes
  show_setlocale(LC_ALL, NULL);
  show_setlocale(LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C");
  show_setlocale(99, "C");
  // "": LC_ALL, then LC_<category>, then LANG; empty values count as unset.
  setenv("LANG", "C.utf8", 1);
  setenv("LC_ALL", "", 1);
  setenv("LC_TIME", "POSIX", 1);
  show_setlocale(LC_ALL, "");
  printf("  MB_CUR_MAX %zu\n", MB_CUR_MAX);
  setenv("LC_MESSAGES", "nowhere", 1);
  show_setlocale(LC_ALL, "C");
  show_setlocale(LC_ALL, "");
  show_setlocale(LC_CTYPE, "");
  setenv("LC_ALL", "C", 1);
  show_setlocale(LC_ALL, "");
  unsetenv("LC_ALL");
  unsetenv("LC_TIME");
  unsetenv("LC_MESSAGES");
  setlocale(LC_ALL, "C");
  static const nl_item items[] = {CODESET, RADIXCHAR, THOUSEP, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM,
                                  AM_STR, PM_STR, DAY_1, DAY_7, ABDAY_3, MON_1, MON_12, ABMON_5,
                                  ERA, ALT_DIGITS, YESEXPR, NOEXPR, CRNCYSTR};
  for (int loc = 0; loc < 2; loc++) {
    setlocale(LC_ALL, loc ? "C.UTF-8" : "C");
    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++)
      printf("%s[%s]", i ? " " : "langinfo: ", nl_langinfo(items[i]));
    printf("\n");
  }
}

static void show_bytes(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    printf("%02x", (unsigned char)s[i]);
}

// mbrtowc on s[0..n): in one call, then byte by byte.
static void decode(const char *s, size_t n) {
  mbstate_t st;
  memset(&st, 0, sizeof st);
  wchar_t wc = 0;
  errno = 0;
  size_t r = mbrtowc(&wc, s, n, &st);
  show_bytes(s, n);
  printf(": %zd", (ssize_t)r);
  if (r == (size_t)-1)
    printf(" %s", errno == EILSEQ ? "EILSEQ" : "?");
  else if (r != (size_t)-2)
    printf(" U+%04X", (unsigned)wc);
  printf(" | byte by byte:");
  memset(&st, 0, sizeof st);
  for (size_t i = 0; i < n; i++) {
    r = mbrtowc(&wc, s + i, 1, &st);
    printf(" %zd", (ssize_t)r);
    if (r != (size_t)-2)
      break;
  }
  printf("\n");
}

static void conversions(void) {
  setlocale(LC_ALL, "C.UTF-8");
  const char *text = "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z\xf4\x8f\xbf\xbf";
  wchar_t w[32];
  size_t n = mbstowcs(w, text, 32);
  printf("mbstowcs: %zu:", n);
  for (size_t i = 0; i < n; i++)
    printf(" %X", (unsigned)w[i]);
  char back[64];
  size_t m = wcstombs(back, w, sizeof back);
  printf("\nwcstombs: %zu, round trip %s\n", m, strcmp(back, text) ? "differs" : "equal");
  expect(n == 6 && m == strlen(text) && !strcmp(back, text), "UTF-8 round trip");
  printf("counts: mbstowcs(NULL) %zu, wcstombs(NULL) %zu, short buffer %zu\n",
         mbstowcs(NULL, text, 0), wcstombs(NULL, w, 0), wcstombs(back, w, 4));
  // Byte by byte with a state carried across calls.
  mbstate_t st;
  memset(&st, 0, sizeof st);
  printf("byte by byte:");
  for (const char *p = text; *p; p++) {
    wchar_t wc;
    size_t r = mbrtowc(&wc, p, 1, &st);
    if (r == (size_t)-2)
      printf(" .");
    else
      printf(" %X", (unsigned)wc);
  }
  printf(" mbsinit %d\n", mbsinit(&st));
  // Every class of invalid sequence, and the edges of the valid ones.
  static const char *seqs[] = {
    "\x80", "\xbf", "\xc0\x80", "\xc1\xbf", "\xc2\x80", "\xdf\xbf", "\xe0\x80\x80",
    "\xe0\x9f\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
    "\xee\x80\x80", "\xef\xbf\xbf", "\xf0\x8f\xbf\xbf", "\xf0\x90\x80\x80", "\xf4\x8f\xbf\xbf",
    "\xf4\x90\x80\x80", "\xf7\xbf\xbf\xbf", "\xf8\x88\x80\x80\x80", "\xf8\x80\x80\x80\x80",
    "\xfc\x84\x80\x80\x80\x80", "\xfd\xbf\xbf\xbf\xbf\xbf", "\xfe", "\xff", "\xc2\x41",
    "\xe2\x82\x41", "\xe2\x41", "\xf0\x9f\x98", "\xc2\xc2\x80",
  };
  for (size_t i = 0; i < sizeof seqs / sizeof seqs[0]; i++)
    decode(seqs[i], strlen(seqs[i]));
  static const unsigned wcs[] = {0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdfff, 0xe000,
                                 0xffff, 0x10000, 0x10ffff, 0x110000, 0x7fffffff, 0x80000000,
                                 0xe0001};
  for (int loc = 0; loc < 2; loc++) {
    setlocale(LC_ALL, loc ? "C" : "C.UTF-8");
    printf("wcrtomb in %s:", loc ? "C" : "C.UTF-8");
    for (size_t i = 0; i < sizeof wcs / sizeof wcs[0]; i++) {
      char b[8];
      size_t r = wcrtomb(b, (wchar_t)wcs[i], NULL);
      printf(" %X=", wcs[i]);
      if (r == (size_t)-1)
        printf("-1");
      else
        show_bytes(b, r);
    }
    printf("\n");
  }
  setlocale(LC_ALL, "C");
  decode("\xc3\xa9", 2);
  printf("C: btowc(0xe9) %d wctob(0xe9) %d mblen %d\n", (int)btowc(0xe9), wctob(0xe9),
         mblen("\xc3\xa9", 2));
  setlocale(LC_ALL, "C.UTF-8");
  printf("C.UTF-8: btowc(0xe9) %d mblen %d %d %d mbtowc(NULL) %d wctomb %d\n", (int)btowc(0xe9),
         mblen("\xc3\xa9", 2), mblen("\xe2\x82", 2), mblen("", 1), mbtowc(NULL, NULL, 0),
         wctomb(back, 0x20ac));
}

// A checksum of f over [lo, hi).
typedef unsigned long (*probe)(wint_t);
static unsigned long sum_range(probe f, unsigned lo, unsigned hi) {
  unsigned long h = 1469598103934665603ul;
  for (unsigned c = lo; c < hi; c++)
    h = (h ^ (f(c) + c * 7)) * 1099511628211ul;
  return h;
}

#define PROBE(name, expr) \
  static unsigned long name(wint_t c) { return (unsigned long)(expr); }
PROBE(p_alnum, iswalnum(c) != 0)
PROBE(p_alpha, iswalpha(c) != 0)
PROBE(p_blank, iswblank(c) != 0)
PROBE(p_cntrl, iswcntrl(c) != 0)
PROBE(p_digit, iswdigit(c) != 0)
PROBE(p_graph, iswgraph(c) != 0)
PROBE(p_lower, iswlower(c) != 0)
PROBE(p_print, iswprint(c) != 0)
PROBE(p_punct, iswpunct(c) != 0)
PROBE(p_space, iswspace(c) != 0)
PROBE(p_upper, iswupper(c) != 0)
PROBE(p_xdigit, iswxdigit(c) != 0)
PROBE(p_toupper, towupper(c))
PROBE(p_tolower, towlower(c))
PROBE(p_width, wcwidth((wchar_t)c) + 1)
PROBE(p_ctype, iswctype(c, wctype("alpha")) * 2 + iswctype(c, wctype("punct")))
PROBE(p_trans, towctrans(c, wctrans("toupper")) ^ towctrans(c, wctrans("tolower")))

static void tables(void) {
  static const struct { const char *name; probe f; } probes[] = {
    {"alnum", p_alnum}, {"alpha", p_alpha}, {"blank", p_blank}, {"cntrl", p_cntrl},
    {"digit", p_digit}, {"graph", p_graph}, {"lower", p_lower}, {"print", p_print},
    {"punct", p_punct}, {"space", p_space}, {"upper", p_upper}, {"xdigit", p_xdigit},
    {"towupper", p_toupper}, {"towlower", p_tolower}, {"wcwidth", p_width},
    {"iswctype", p_ctype}, {"towctrans", p_trans},
  };
  // Planes 0-3 and 14 hold characters; the others are summed together.
  static const unsigned bounds[] = {0, 0x10000, 0x20000, 0x30000, 0x40000, 0xe0000, 0xf0000,
                                    0x110000};
  for (int loc = 0; loc < 2; loc++) {
    setlocale(LC_ALL, loc ? "C.UTF-8" : "C");
    printf("%s:\n", loc ? "C.UTF-8" : "C");
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
      printf("  %-9s", probes[i].name);
      for (size_t b = 0; b + 1 < sizeof bounds / sizeof bounds[0]; b++)
        printf(" %05lx", sum_range(probes[i].f, bounds[b], bounds[b + 1]) & 0xfffff);
      printf("\n");
    }
    printf("  beyond: %d %d %X %d\n", iswalpha(0x110000), iswprint(WEOF), towupper(0x7fffffff),
           wcwidth(-5));
  }
  static const wchar_t mixed[] = {'a', 0x4e2d, 0x301, 0xff21, 0};
  printf("wcswidth: %d %d %d\n", wcswidth(mixed, 10), wcswidth(mixed, 2), wcswidth(L"a\x7f", 2));
}

static void printing(void) {
  setlocale(LC_ALL, "C.UTF-8");
  static const wchar_t word[] = {0xe9, 't', 0xe9, 0x20ac, 0x1f600, 0};
  char buf[100];
  int r = snprintf(buf, sizeof buf, "[%ls] [%lc] [%8ls] [%-8ls|] [%.3ls] [%.4ls] [%.2lc]", word,
                   (wint_t)0x20ac, word, word, word, word, (wint_t)0xe9);
  printf("%d: %s\n", r, buf);
  printf("%%lc of NUL: %d\n", snprintf(buf, sizeof buf, "%lc", (wint_t)0));
  snprintf(buf, sizeof buf, "[%4ls] [%-4lc] [%.1ls]", L"\xe9", (wint_t)0xe9, L"\xe9");
  printf("widths count bytes: %s\n", buf);
  static const wchar_t bad[] = {'a', 0xd800, 0};
  errno = 0;
  r = snprintf(buf, sizeof buf, "x%lsy", bad);
  printf("surrogate: %d %s\n", r, errno == EILSEQ ? "EILSEQ" : "?");
  setlocale(LC_ALL, "C");
  errno = 0;
  r = snprintf(buf, sizeof buf, "x%lsy", word);
  printf("C, non-ASCII: %d %s\n", r, errno == EILSEQ ? "EILSEQ" : "?");
  setlocale(LC_ALL, "C.UTF-8");
  wchar_t ws[20];
  r = swprintf(ws, 20, L"%ls-%d", word, 42);
  printf("swprintf: %d:", r);
  for (int i = 0; i >= 0 && i < r; i++)
    printf(" %X", (unsigned)ws[i]);
  printf("\n");
  // Wide streams through a file: UTF-8 out, bytes back; bytes in, wide back.
  const char *path = "locale_utf8.tmp";
  FILE *f = fopen(path, "w");
  if (!f) {
    expect(0, "fopen");
    return;
  }
  fputws(word, f);
  fputwc(0x10ffff, f);
  fputwc(L'\n', f);
  fclose(f);
  f = fopen(path, "r");
  unsigned char raw[40];
  size_t got = fread(raw, 1, sizeof raw, f);
  printf("file bytes: ");
  show_bytes((const char *)raw, got);
  printf("\n");
  fclose(f);
  f = fopen(path, "w");
  fwrite("\xc3\xa9x\xe2\x82\xac\n\xff", 1, 9, f);
  fclose(f);
  f = fopen(path, "r");
  printf("fgetwc:");
  for (int i = 0; i < 7; i++) {
    errno = 0;
    wint_t c = fgetwc(f);
    if (c == WEOF)
      printf(" WEOF(%s)", errno == EILSEQ ? "EILSEQ" : "end");
    else
      printf(" %X", (unsigned)c);
    if (i == 1)
      printf(" unget %X", (unsigned)ungetwc(0x20ac, f));
    if (c == WEOF)
      break;
  }
  printf("\n");
  fclose(f);
  remove(path);
}

// A failing setlocale says why in errno, as glibc's does (bash prints it).
static void failure_errno(void) {
  const struct { int cat; const char *name; } bad[] = {
    {LC_ALL, "en_US.UTF-8"}, {LC_CTYPE, "xx"}, {99, "C"}, {-1, "C"}, {LC_ALL, "LC_CTYPE=C;bogus"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    errno = 0;
    char *r = setlocale(bad[i].cat, bad[i].name);
    printf("setlocale(%d, \"%s\"): %s, errno %d\n", bad[i].cat, bad[i].name,
           r ? r : "(null)", errno);
  }
  // A name that already failed for the category it fails at fails again
  // without setting errno (glibc remembers missing locales; bash shows
  // errno in its warning).  LC_ALL fails at its last category first.
  const struct { int cat; const char *name; } again[] = {
    {LC_ALL, "en_US.UTF-8"}, {LC_ALL, "en_US.UTF-8"}, {LC_MESSAGES, "de_DE"},
    {LC_MESSAGES, "de_DE"}, {LC_TIME, "de_DE"}, {LC_ALL, "de_DE"}, {LC_IDENTIFICATION, "de_DE"},
  };
  for (size_t i = 0; i < sizeof again / sizeof again[0]; i++) {
    errno = 0;
    char *r = setlocale(again[i].cat, again[i].name);
    printf("again setlocale(%d, \"%s\"): %s, errno %d\n", again[i].cat, again[i].name,
           r ? r : "(null)", errno);
  }
}

int main(void) {
  names();
  failure_errno();
  conversions();
  tables();
  printing();
  setlocale(LC_ALL, "C");
  printf("%s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
