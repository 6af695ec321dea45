// wcscase_cmp.c — wcscasecmp, wcsncasecmp and their _l forms against
// glibc 2.36, in "C" and C.UTF-8 set globally, with the _l forms given
// the other locale: random pairs of wide strings (one often a case-changed
// copy of the other, so that long prefixes compare equal) made of ASCII,
// letters with and without case mappings in C.UTF-8, characters whose
// mappings are not one-to-one, values past U+10FFFF and negative ones.
// Every result value is compared, with every n up to past the strings.
#define _GNU_SOURCE
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

char *sc_setlocale(int, const char *);
void *sc_newlocale(int, const char *, void *);
void sc_freelocale(void *);
int sc_wcscasecmp(const wchar_t *, const wchar_t *);
int sc_wcsncasecmp(const wchar_t *, const wchar_t *, size_t);
int sc_wcscasecmp_l(const wchar_t *, const wchar_t *, void *);
int sc_wcsncasecmp_l(const wchar_t *, const wchar_t *, size_t, void *);

static long checked, bad;

static uint64_t rng = 77;
static unsigned next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)rng;
}

// Characters worth comparing: both cases of ASCII, Latin-1, Latin
// Extended, Greek, Cyrillic, Armenian, Georgian, Cherokee, Deseret;
// İ ı ſ K (Kelvin) Å (Angstrom) ẞ Ω (ohm), title-case ǅ; caseless ones
// (digits, CJK, emoji); and values no character has.
static const wchar_t chars[] = {
    L'a', L'A', L'z', L'Z', L'm', L'M', L'0', L'@', L'[', L'`', L'{', L' ', 0xc0, 0xe0, 0xc9,
    0xe9, 0xdf, 0xff, 0x178, 0x100, 0x101, 0x130, 0x131, 0x17f, 0x1c4, 0x1c5, 0x1c6, 0x391,
    0x3b1, 0x3a3, 0x3c2, 0x3c3, 0x410, 0x430, 0x531, 0x561, 0x10a0, 0x2d00, 0x13a0, 0xab70,
    0x1e9e, 0x212a, 0x212b, 0x2126, 0x4e00, 0x1f600, 0x10400, 0x10428, 0xd800, 0x10ffff,
    0x110000, 0x7fffffff, -1, -200, (wchar_t)0x80000000,
};
#define NCHARS (sizeof chars / sizeof chars[0])

static wchar_t flip(wchar_t c) {
  unsigned r = next() % 3;
  if (r == 0)
    return (wchar_t)towupper((wint_t)c);
  if (r == 1)
    return (wchar_t)towlower((wint_t)c);
  return c;
}

// a: random; b: usually a with cases changed, sometimes cut, extended or
// with one character replaced.
static void make_pair(wchar_t *a, wchar_t *b) {
  int n = (int)(next() % 12);
  for (int i = 0; i < n; i++)
    a[i] = chars[next() % NCHARS];
  a[n] = 0;
  if (next() % 5 == 0) {
    int m = (int)(next() % 12);
    for (int i = 0; i < m; i++)
      b[i] = chars[next() % NCHARS];
    b[m] = 0;
    return;
  }
  for (int i = 0; i <= n; i++)
    b[i] = a[i] ? flip(a[i]) : 0;
  switch (next() % 4) {
  case 0:
    if (n)
      b[next() % n] = chars[next() % NCHARS];
    break;
  case 1:
    b[next() % (n + 1)] = 0;
    break;
  case 2:
    b[n] = chars[next() % NCHARS];
    if (!b[n])
      b[n] = L'x';
    b[n + 1] = 0;
    break;
  }
}

static void mismatch(const char *fn, const wchar_t *a, const wchar_t *b, long n, int ours,
                     int theirs) {
  if (bad++ >= 20)
    return;
  printf("MISMATCH %s n %ld: ours %d, glibc %d; a =", fn, n, ours, theirs);
  for (const wchar_t *p = a; *p; p++)
    printf(" %x", (unsigned)*p);
  printf("; b =");
  for (const wchar_t *p = b; *p; p++)
    printf(" %x", (unsigned)*p);
  printf("\n");
}

static void compare(const wchar_t *a, const wchar_t *b, void *ours_l, locale_t theirs_l) {
  int r1 = sc_wcscasecmp(a, b), r2 = wcscasecmp(a, b);
  checked++;
  if (r1 != r2)
    mismatch("wcscasecmp", a, b, -1, r1, r2);
  r1 = sc_wcscasecmp_l(a, b, ours_l);
  r2 = wcscasecmp_l(a, b, theirs_l);
  checked++;
  if (r1 != r2)
    mismatch("wcscasecmp_l", a, b, -1, r1, r2);
  size_t max = wcslen(a) + 2;
  for (size_t n = 0; n <= max; n++) {
    r1 = sc_wcsncasecmp(a, b, n);
    r2 = wcsncasecmp(a, b, n);
    checked++;
    if (r1 != r2)
      mismatch("wcsncasecmp", a, b, (long)n, r1, r2);
    r1 = sc_wcsncasecmp_l(a, b, n, ours_l);
    r2 = wcsncasecmp_l(a, b, n, theirs_l);
    checked++;
    if (r1 != r2)
      mismatch("wcsncasecmp_l", a, b, (long)n, r1, r2);
  }
  r1 = sc_wcsncasecmp(a, b, SIZE_MAX);
  r2 = wcsncasecmp(a, b, SIZE_MAX);
  checked++;
  if (r1 != r2)
    mismatch("wcsncasecmp", a, b, -1, r1, r2);
}

// The global locale is name; the _l forms get the other one.
static void run(const char *name, const char *other) {
  if (!sc_setlocale(LC_ALL, name) || !setlocale(LC_ALL, name)) {
    printf("setlocale(\"%s\") failed\n", name);
    bad++;
    return;
  }
  void *ours_l = sc_newlocale(LC_ALL_MASK, other, 0);
  locale_t theirs_l = newlocale(LC_ALL_MASK, other, 0);
  if (!ours_l || !theirs_l) {
    printf("newlocale(\"%s\") failed\n", other);
    bad++;
    return;
  }
  wchar_t a[16], b[16];
  for (int i = 0; i < 200000; i++) {
    make_pair(a, b);
    compare(a, b, ours_l, theirs_l);
    compare(b, a, ours_l, theirs_l);
  }
  // Every pair of single characters.
  for (size_t i = 0; i < NCHARS; i++)
    for (size_t j = 0; j < NCHARS; j++) {
      wchar_t x[2] = {chars[i], 0}, y[2] = {chars[j], 0};
      compare(x, y, ours_l, theirs_l);
    }
  sc_freelocale(ours_l);
  freelocale(theirs_l);
}

int main(void) {
  run("C", "C.UTF-8");
  run("C.UTF-8", "C");
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
