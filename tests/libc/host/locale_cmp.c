// locale_cmp.c — the locales against glibc 2.36, exhaustively where that
// is cheap: setlocale's answers for many spellings, nl_langinfo, every
// code point through the wctype.h classes, towupper/towlower, wcwidth and
// wcrtomb, and mbrtowc on every sequence of up to three bytes (and many of
// four to six), both in one call and fed byte by byte.
#define _GNU_SOURCE
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

static void both_setlocale(int cat, const char *name) {
  const char *a = sc_setlocale(cat, name), *b = setlocale(cat, name);
  checked++;
  if ((a == 0) != (b == 0) || (a && strcmp(a, b))) {
    char msg[1200];
    snprintf(msg, sizeof msg, "setlocale(%d, \"%s\"): ours %s, glibc %s", cat, show(name),
             show(a), show(b));
    report("setlocale", msg);
  }
}

static void check_names(void) {
  static const char *names[] = {
    "C", "POSIX", "C.UTF-8", "C.utf8", "C.utf-8", "C.UTF8", "C.Utf-8", "c.utf8", "C.UTF_8",
    "C.U-T-F-8", "C.ISO-8859-1", "en_US.UTF-8", "C.UTF-8@x", "POSIX.UTF-8", "C.", ".utf8",
    "C.UTF--8", "C.u.t.f.8", "C.UTF-8.", "C.utf8@", "C.utf8@euro", "C.-utf8", "C.UTF 8",
    "C.uTf8", "C@x", "C.ascii", "C.ANSI_X3.4-1968", "POSIX@x", "C.utf8.utf8", "C.U-TF8",
    "C.UTF-8-", "C.UTF-8:", "C.utf8,", "C.U T F 8", "C.UTF8 ", "C. utf8", "C.UTF-8/",
    "C.UTF-16", "xx", "", "c", "CC",
  };
  static const int cats[] = {LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY,
                             LC_MESSAGES, LC_ALL, LC_PAPER, LC_IDENTIFICATION};
  setenv("LANG", "C", 1);
  unsetenv("LC_ALL");
  for (size_t c = 0; c < sizeof cats / sizeof cats[0]; c++)
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
      both_setlocale(cats[c], names[i]);
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

static void check_code_points(void) {
  for (int loc = 0; loc < 2; loc++) {
    both_setlocale(LC_ALL, loc ? "C.UTF-8" : "C");
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
  check_code_points();
  check_sequences();
  check_strings();
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
