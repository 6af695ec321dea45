// Calls of the C library's sqrt and sqrtf, which safecc computes inline
// (src/gen_builtin.c, -fno-builtin-sqrt turns it off): the results are
// the library's, correctly rounded, for ordinary, zero, signed-zero,
// infinite, subnormal, negative and NaN arguments; errno is EDOM exactly
// for a negative argument; and values the caller keeps in registers
// around a call that takes the library's path (values waiting for the
// other operand of an operator, the float locals of a function that
// calls nothing else) are right after it.  (The library's sqrt and the
// safe runtime's errno entry do not happen to use those registers, so
// that part passes even without the saving around the call.)  Expected
// values are exact: squares, and IEEE 754 facts (sqrt(2) rounded to
// double is 0x3ff6a09e667f3bcd).
#include <errno.h>
#include <math.h>
#include "test.h"

static unsigned long long double_bits(double d) {
  unsigned long long b;
  memcpy(&b, &d, sizeof b);
  return b;
}

static unsigned float_bits(float f) {
  unsigned b;
  memcpy(&b, &f, sizeof b);
  return b;
}

// sqrt(x) with errno cleared first; *err receives errno after.
static double root(double x, int *err) {
  errno = 0;
  double r = sqrt(x);
  *err = errno;
  return r;
}

static float rootf(float x, int *err) {
  errno = 0;
  float r = sqrtf(x);
  *err = errno;
  return r;
}

static void values(void) {
  int err;
  CHECKF(3.0, root(9.0, &err));
  CHECK(0, err);
  CHECKU(0x3ff6a09e667f3bcdULL, double_bits(root(2.0, &err)));
  CHECKF(1e150, root(1e300, &err));
  CHECKF(0x1p-537, root(0x1p-1074, &err)); // the smallest subnormal
  CHECKU(0, double_bits(root(0.0, &err)));
  CHECK(0, err);
  CHECKU(0x8000000000000000ULL, double_bits(root(-0.0, &err))); // -0, no error
  CHECK(0, err);
  CHECK(1, isinf(root(INFINITY, &err)) && root(INFINITY, &err) > 0);
  CHECK(0, err);
  CHECK(1, isnan(root(-1.0, &err)));
  CHECK(EDOM, err);
  CHECK(1, isnan(root(-INFINITY, &err)));
  CHECK(EDOM, err);
  CHECK(1, isnan(root(NAN, &err)));
  CHECK(0, err);
  CHECKF(1.5f, rootf(2.25f, &err));
  CHECKU(0x3fb504f3u, float_bits(rootf(2.0f, &err)));
  CHECK(0, err);
  CHECKU(0x80000000u, float_bits(rootf(-0.0f, &err)));
  CHECK(1, isnan(rootf(-4.0f, &err)));
  CHECK(EDOM, err);
}

// The other operands of each operator wait in registers while sqrt of a
// negative number (the library's path) is computed.
static double waiting(double a, double b, long i, long j) {
  double r = (a * 2 + (b * 3 + (a - b + (isnan(sqrt(-a)) ? 1.0 : 0.0))));
  long n = i * 3 + (j * 5 + (i - j + (long)(sqrt(-b) != sqrt(-b))));
  return r + (double)n;
}

// Nine busy doubles in a function whose only calls are sqrt: they live in
// registers, and sqrt(-1) on the library's path must leave them alone.
static double busy(double x) {
  double a = x, b = x + 1, c = x + 2, d = x + 3, e = x + 4, f = x + 5, g = x + 6, h = x + 7,
         k = x + 8;
  double nan_seen = 0;
  for (int n = 0; n < 3; n++) {
    a += b; b += c; c += d; d += e; e += f; f += g; g += h; h += k; k += a;
    if (isnan(sqrt(-a)))
      nan_seen += 1;
    k += sqrt(16.0);
  }
  return a + b + c + d + e + f + g + h + k + nan_seen;
}

// sqrt in a counted loop over an array (in safe mode a loop whose checks
// are tested once before it).
static double sum_roots(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += sqrt(v[i]);
  return s;
}

int main(void) {
  values();
  // a = 2, b = 5: r = 4 + (15 + (-3 + 1)) = 17; i = 4, j = 7: n = 12 + (35 + (-3 + 1)) = 45.
  CHECKF(62.0, waiting(2.0, 5.0, 4, 7));
  // busy(1): after three rounds the locals are 20, 28, 36, 44, 52, 60,
  // 65, 61 and 52 (worked out by hand), 418 in all, and sqrt(-a) was NaN
  // three times.
  CHECKF(421.0, busy(1.0));
  double v[6] = {1, 4, 9, 16, 25, 36};
  CHECKF(21.0, sum_roots(v, 6));
  errno = 0;
  CHECKF(3.0, sum_roots(v, 2));
  CHECK(0, errno);
  return 0;
}
