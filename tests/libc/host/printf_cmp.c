// printf_cmp.c — the safe libc's snprintf (sc_snprintf, built by
// build-host.sh) against the host glibc's, byte for byte, over generated
// combinations of flags, widths, precisions, length modifiers and values:
// random and edge-case integers, random bit patterns of double and long
// double (normal, subnormal, zero, inf, nan), and exact decimal ties.
// Prints each mismatch (up to 30) and "checked N, mismatches M".
#include <float.h>
#include <wchar.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sc_snprintf(char *, size_t, const char *, ...);

static long checked, bad;
static uint64_t rng = 88172645463325252ULL;

static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static char ours[9000], theirs[9000];

static void report(const char *fmt, const char *what, int r1, int r2) {
  bad++;
  if (bad <= 30)
    printf("MISMATCH fmt \"%s\" value %s\n  glibc: [%s] %d\n  ours:  [%s] %d\n", fmt, what,
           theirs, r2, ours, r1);
}

#define COMPARE(fmt, what, ...)                                      \
  do {                                                               \
    int r1 = sc_snprintf(ours, sizeof ours, fmt, __VA_ARGS__);       \
    int r2 = snprintf(theirs, sizeof theirs, fmt, __VA_ARGS__);      \
    checked++;                                                       \
    if (r1 != r2 || strcmp(ours, theirs))                            \
      report(fmt, what, r1, r2);                                     \
  } while (0)

// A conversion spec with random flags, width and precision.
static void random_spec(char *fmt, const char *length, char conv, int maxprec) {
  static const char *flagsets[] = {"", "-", "+", " ", "#", "0", "-+", "+0", " 0", "#0",
                                   "-#", "+#", "-0", "+ ", "#-+0 "};
  static const int widths[] = {-1, 0, 1, 2, 5, 8, 12, 25, 40};
  int f = (int)(next() % 15), w = widths[next() % 9];
  int p = (int)(next() % 4) == 0 ? -1 : (int)(next() % (unsigned)(maxprec + 1));
  char *s = fmt;
  *s++ = '%';
  s += sprintf(s, "%s", flagsets[f]);
  if (w >= 0)
    s += sprintf(s, "%d", w);
  if (p >= 0)
    s += sprintf(s, ".%d", p);
  sprintf(s, "%s%c", length, conv);
}

static void ints(void) {
  static const long long edge[] = {0, 1, -1, 7, 8, 9, 10, 15, 16, 99, 100, -128, 127, 255, 256,
                                   32767, -32768, 65535, 2147483647, -2147483647 - 1,
                                   4294967295LL, 9223372036854775807LL,
                                   -9223372036854775807LL - 1, 1234567890123LL};
  const char *convs = "diouxX";
  for (int iter = 0; iter < 40000; iter++) {
    char fmt[64], what[64];
    long long v = iter % 3 ? edge[next() % 24] : (long long)next() >> (next() % 64);
    char conv = convs[next() % 6];
    static const char *lens[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
    const char *len = lens[next() % 8];
    random_spec(fmt, len, conv, 25);
    sprintf(what, "%lld", v);
    if (!strcmp(len, "") || !strcmp(len, "hh") || !strcmp(len, "h"))
      COMPARE(fmt, what, (int)v);
    else
      COMPARE(fmt, what, v);
  }
}

static double random_double(void) {
  uint64_t bits = next();
  switch (next() % 8) {
  case 0: bits &= 0x800fffffffffffffULL; break;                  // subnormal
  case 1: bits = (bits & 0x8000000000000000ULL) | (0x3ffULL + next() % 40 - 20) << 52 |
                 (bits & 0xfff0000000000ULL); break;                   // short near 1
  case 2: { double d = (double)(int64_t)(next() % 2000000) / 8; return d; }  // ties
  case 3: { double d = (double)(next() % 100000) / 1000; return d; }
  default: break;
  }
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

static long double random_long_double(void) {
  union { long double v; struct { uint64_t m; uint16_t se; } b; } u;
  memset(&u, 0, sizeof u);
  u.b.m = next();
  switch (next() % 6) {
  case 0: u.b.se = (uint16_t)(next() & 0x8000); u.b.m &= ~(1ULL << 63); break;  // subnormal
  case 1: u.b.se = (uint16_t)((next() & 0x8000) | (16383 + next() % 80 - 40)); u.b.m |= 1ULL << 63;
          u.b.m &= ~0ULL << (next() % 64); break;
  case 2: return (long double)(int64_t)(next() % 2000000) / 16;
  default: u.b.se = (uint16_t)next(); if ((u.b.se & 0x7fff) == 0x7fff) u.b.se--;
           if ((u.b.se & 0x7fff) == 0) u.b.se++; u.b.m |= 1ULL << 63; break;
  }
  return u.v;
}

static void floats(void) {
  static const double edge[] = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 0.125, 0.375, 1e23, 1e22,
                                9.5, 0.05, 0.15, 0.25, 0.35, 999.5, 99999.95, 9.9999995,
                                0.1, 1.0 / 3, 2.0 / 3, 123456789.0, 1e-5, 1e-4, 1e15, 1e16,
                                1e17, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                                4.9406564584124654e-324, 1e300, 1e-300, 0.000123456, 1e21};
  const char *convs = "eEfFgGaA";
  for (int iter = 0; iter < 60000; iter++) {
    char fmt[64], what[64];
    double d;
    int k = (int)(next() % 10);
    if (k < 3)
      d = edge[next() % (sizeof edge / sizeof edge[0])];
    else if (k == 3)
      d = (next() & 1 ? -1 : 1) * (next() % 3 == 0 ? INFINITY : NAN);
    else
      d = random_double();
    char conv = convs[next() % 8];
    random_spec(fmt, "", conv, next() % 8 == 0 ? 800 : 30);
    sprintf(what, "%a", d);
    COMPARE(fmt, what, d);
  }
  for (int iter = 0; iter < 15000; iter++) {
    char fmt[64], what[64];
    long double d = iter % 50 == 0 ? (long double)edge[next() % 36] : random_long_double();
    if (iter % 97 == 0)
      d = iter & 1 ? LDBL_MAX : LDBL_MIN;
    char conv = convs[next() % 8];
    random_spec(fmt, "L", conv, next() % 8 == 0 ? 800 : 30);
    sprintf(what, "%La", d);
    COMPARE(fmt, what, d);
  }
}

static void others(void) {
  static const char *strs[] = {"", "a", "hello", "hello, world", "0123456789abcdef"};
  for (int iter = 0; iter < 5000; iter++) {
    char fmt[64];
    random_spec(fmt, "", 's', 20);
    const char *s = strs[next() % 5];
    COMPARE(fmt, s, s);
    random_spec(fmt, "", 'c', 0);
    int ch = (int)(32 + next() % 90);
    COMPARE(fmt, "char", ch);
    random_spec(fmt, "", 'p', 0);
    uint64_t r = next(), sh = next() % 60;
    void *p = r % 4 == 0 ? NULL : (void *)(uintptr_t)(r >> sh);
    COMPARE(fmt, "ptr", p);
  }
  COMPARE("%5%|%-5%|%%", "percent", 0);
  COMPARE("%s|%.3s|%10.2s|%-10s|", "null", (char *)NULL, (char *)NULL, (char *)NULL, (char *)NULL);
  COMPARE("%*d|%-*d|%.*f|%*.*e|", "stars", 6, 42, 6, 42, 2, 3.14159, 12, 3, 2.5);
  COMPARE("%*d|%.*d|", "negative stars", -6, 42, -3, 7);
  COMPARE("%lc%ls", "wide", (wint_t)'x', L"wide");
  COMPARE("%hhd %hd %hhu %hu", "narrow", 300, 70000, 300, 70000);
  COMPARE("%'d %'.2f", "grouping", 1234567, 1234.5);
  COMPARE("%y %k", "invalid", 0);
  COMPARE("%%1$d %d", "percent then digits", 5);
  COMPARE("%2$s %1$d %2$s|%3$*4$.*5$f|%6$c%7$Lg", "positional", 42, "two", 3.14159, 10, 2, 'z',
          1.5L);
  COMPARE("%1$-*2$d|%3$#x|%4$p|%5$hhd", "positional 2", 7, 5, 255u, (void *)0x10, 300);
  int n1 = 0, n2 = 0;
  sc_snprintf(ours, sizeof ours, "abc%ndef", &n1);
  snprintf(theirs, sizeof theirs, "abc%ndef", &n2);
  checked++;
  if (n1 != n2)
    report("abc%ndef", "%n", n1, n2);
  // Truncation and the return value.
  for (size_t cap = 0; cap < 14; cap++) {
    memset(ours, 'x', 20);
    memset(theirs, 'x', 20);
    int r1 = sc_snprintf(ours, cap, "%s-%d", "hello", 12345);
    int r2 = snprintf(theirs, cap, "%s-%d", "hello", 12345);
    checked++;
    if (r1 != r2 || memcmp(ours, theirs, 20))
      report("truncation", "cap", r1, r2);
  }
}

int main(void) {
  ints();
  floats();
  others();
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
