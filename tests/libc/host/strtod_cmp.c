// strtod_cmp.c — sc_strtod, sc_strtof and sc_strtold (the safe libc's,
// built by build-host.sh) against glibc: the same bits, the same end
// pointer, the same ERANGE, for random digit strings, exact halfway points
// between neighbouring values (and their neighbours a digit away), values
// printed by glibc at many precisions, hex floats, specials and junk.
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double sc_strtod(const char *, char **);
float sc_strtof(const char *, char **);
long double sc_strtold(const char *, char **);
extern int sc_errno;

static long checked, bad;
static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void check(const char *s) {
  char *e1, *e2;
  errno = 0;
  sc_errno = 0;
  double a = sc_strtod(s, &e1), b = strtod(s, &e2);
  int er1 = sc_errno, er2 = errno;
  checked++;
  if (memcmp(&a, &b, 8) || e1 != e2 || (er1 == ERANGE) != (er2 == ERANGE)) {
    if (++bad <= 30)
      printf("strtod \"%.80s\": glibc %a end+%ld errno %d, ours %a end+%ld errno %d\n", s, b,
             (long)(e2 - s), er2, a, (long)(e1 - s), er1);
  }
  errno = 0;
  sc_errno = 0;
  float fa = sc_strtof(s, &e1), fb = strtof(s, &e2);
  er1 = sc_errno, er2 = errno;
  checked++;
  if (memcmp(&fa, &fb, 4) || e1 != e2 || (er1 == ERANGE) != (er2 == ERANGE)) {
    if (++bad <= 30)
      printf("strtof \"%.80s\": glibc %a errno %d, ours %a errno %d\n", s, fb, er2, fa, er1);
  }
  errno = 0;
  sc_errno = 0;
  long double la = sc_strtold(s, &e1), lb = strtold(s, &e2);
  er1 = sc_errno, er2 = errno;
  checked++;
  if (memcmp(&la, &lb, 10) || e1 != e2 || (er1 == ERANGE) != (er2 == ERANGE)) {
    if (++bad <= 30)
      printf("strtold \"%.80s\": glibc %La errno %d, ours %La errno %d\n", s, lb, er2, la, er1);
  }
}

// The exact decimal midpoint between double d and its successor, and the
// same with the last digit moved up and down.
static void halfway(double d, int is_float) {
  static char buf[6000];
  long double mid;
  if (is_float) {
    float f = (float)d, g = nextafterf(f, INFINITY);
    mid = ((long double)f + g) / 2;
  } else {
    double g = nextafter(d, INFINITY);
    mid = ((long double)d + g) / 2;  // exact: 64-bit significand
  }
  int n = snprintf(buf, sizeof buf, "%.1100Lf", mid);
  while (n > 0 && buf[n - 1] == '0')
    buf[--n] = 0;
  check(buf);
  if (n > 2 && buf[n - 1] != '.') {
    buf[n - 1]++;
    check(buf);
    buf[n - 1] -= 2;
    check(buf);
  }
}

int main(void) {
  static const char *fixed[] = {
    "0", "-0", "+0", "  1.5", "1e400", "-1e400", "1e-400", "4.9406564584124654e-324",
    "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
    "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
    "inf", "-Infinity", "nan", "NaN(123)", "nan(", "infx", "in", "0x1p-1074", "0x1.8p3",
    "0X.8P1", "0x", "0x.p1", "0xg", ".5", "5.", ".", "-.e1", "1e", "1e+", "1e-5x", "  +.25e+2",
    "123456789012345678901234567890", "0.000000000000000000000000000001234",
    "1e4932", "1.18973149535723176502e+4932", "1.18973149535723176503e+4932", "3.6e-4951",
    "1.8e-4951", "1.9e-4951", "3.4028235e38", "3.4028236e38", "1.17549435e-38", "1e-45",
    "7e-46", "0x1.fffffep127", "0x1.ffffffp127", "0x1.fffffffffffff8p1023",
    "0x1.fffffffffffffcp1023", "0x0.0000000000001p-1022", "0x1p-1075", "0x1.0000000000001p-1075",
    "0x123456789abcdef0123456789p0", "1" "000000000000000000000000000000000000000000000000000000e-50",
    "9007199254740993", "9007199254740993.0000000000000000000000001", "0.1", "0.2", "0.3",
  };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    check(fixed[i]);

  char buf[200];
  for (int i = 0; i < 40000; i++) {
    uint64_t bits = next();
    double d;
    memcpy(&d, &bits, 8);
    if (isnan(d) || isinf(d))
      continue;
    static const char *fmts[] = {"%.17g", "%.16g", "%.15g", "%.25g", "%.3e", "%.40e", "%a", "%.5a"};
    snprintf(buf, sizeof buf, fmts[next() % 8], d);
    check(buf);
  }
  for (int i = 0; i < 30000; i++) {  // random digit strings
    int nd = 1 + (int)(next() % 40);
    char *p = buf;
    if (next() & 1)
      *p++ = '-';
    for (int j = 0; j < nd; j++) {
      *p++ = (char)('0' + next() % 10);
      if (j == (int)(next() % 30))
        *p++ = '.';
    }
    sprintf(p, "e%d", (int)(next() % 700) - 350 - (int)(next() % 5000 == 0) * 4500);
    check(buf);
  }
  for (int i = 0; i < 3000; i++) {
    uint64_t bits = next();
    double d;
    memcpy(&d, &bits, 8);
    if (isnan(d) || isinf(d) || fabs(d) > 1e300 || fabs(d) < 1e-300)
      continue;
    halfway(fabs(d), 0);
    if (fabs(d) < 1e38 && fabs(d) > 1e-38)
      halfway(fabs(d), 1);
  }
  for (int i = 0; i < 20000; i++) {  // long double round trips
    union { long double v; struct { uint64_t m; uint16_t se; } b; } u;
    memset(&u, 0, sizeof u);
    u.b.m = next() | 1ULL << 63;
    u.b.se = (uint16_t)(next() % 32766 + 1);
    snprintf(buf, sizeof buf, i & 1 ? "%.21Lg" : "%.19Le", u.v);
    check(buf);
  }
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
