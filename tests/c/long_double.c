// long double (x87 80-bit extended): precision beyond double, arithmetic,
// comparisons, conversions, passing and returning, variadic printf with %Lf.
#include "test.h"
#include <float.h>

static long double ld_add(long double a, long double b) { return a + b; }
static long double ld_mix(int i, long double a, double d, long double b, float f) {
  return i + a + d + b + f;
}
static long double ld_many(long double a, long double b, long double c,
                           long double d, long double e, long double f,
                           long double g, long double h, long double i) {
  return a + b + c + d + e + f + g + h + i;
}
long double gld = 2.75L;

int main(void) {
  CHECK(16, sizeof(long double));
  CHECK(64, LDBL_MANT_DIG);
  long double a = 1.0L;
  long double tiny = 1.0L / (1ULL << 63);
  CHECK(1, a + tiny != a);           // 64-bit mantissa: 2^-63 is visible
  CHECK(1, (double)(a + tiny) == 1.0);
  CHECKF(0.75L, 3.0L / 4);
  CHECKF(4.5L, ld_add(1.25L, 3.25L));
  CHECKF(1 + 2.5 + 3.5 + 4.25 + 0.5, ld_mix(1, 2.5L, 3.5, 4.25L, 0.5f));
  CHECKF(45.0L, ld_many(1, 2, 3, 4, 5, 6, 7, 8, 9));
  CHECKF(2.75L, gld);
  gld *= 2;
  CHECKF(5.5L, gld);
  long double b = 10;
  b /= 4;
  CHECKF(2.5L, b);
  b++;
  CHECKF(3.5L, b);
  CHECK(1, b > 3);
  CHECK(1, b < 3.6);
  CHECK(0, b == 3);
  CHECK(1, -b < 0);
  CHECK(3, (int)b);
  CHECKU(18446744073709551615ULL, (unsigned long long)18446744073709551615.0L);
  long double big = 1e4000L;
  CHECK(1, big > (long double)DBL_MAX * DBL_MAX);
  long double arr[3] = {1.5L, 2.5L, 3.5L};
  CHECKF(7.5L, arr[0] + arr[1] + arr[2]);
  CHECK(48, sizeof(arr));
  struct { char c; long double v; } s = {'x', 0.125L};
  CHECK(32, sizeof(s));
  CHECKF(0.125L, s.v);
  char buf[64];
  snprintf(buf, sizeof buf, "%.3Lf %Lg %d", 3.14159L, 0.5L, 7);
  CHECKS("3.142 0.5 7", buf);
  snprintf(buf, sizeof buf, "%.20Lf", 1.0L / 3);
  CHECKS("0.33333333333333333334", buf);
  long double neg = -0.0L;
  CHECK(1, neg == 0);
  CHECK(0, !1.0L);
  CHECK(1, !0.0L);
  return 0;
}
