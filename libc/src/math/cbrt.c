// cbrt.c — cbrt and hypot in the three precisions.  Both scale their
// arguments by powers of two into [1, 8) or near 1 (exact), so that the
// double-long-double steps can neither overflow nor underflow, and
// finish with one correction computed from an exact residual.
#include <math.h>
#include "libm.h"

// The cube root of a in [1, 8): e^(ln a / 3), then one Newton step on
// the exact residual y^3 - a.
static long double cbrt_unit(long double a) {
  long double lo, y = __expl2(__log_dd(a, &lo) / 3, 0);
  long double p, pe, c, ce;
  TWO_PROD(p, pe, y, y);
  TWO_PROD(c, ce, p, y);
  ce += pe * y;
  return y - ((c - a) + ce) / (3 * y * y);
}

static long double cbrt_core(long double x) {
  if (x == 0 || x != x || isinf(x))
    return x;
  int e;
  long double m = frexpl(fabsl(x), &e);  // |x| = m 2^e, m in [0.5, 1)
  int q = e >= 0 ? (e + 2) / 3 : -((2 - e) / 3) + 1;  // 3q >= e, 3q - e < 3
  long double a = __scalbnl(m, e - 3 * q + 3);         // in [1, 8)
  long double r = __scalbnl(cbrt_unit(a), q - 1);
  return x < 0 ? -r : r;
}

long double cbrtl(long double x) { return cbrt_core(x); }
double cbrt(double x) { return (double)cbrt_core(x); }
float cbrtf(float x) { return (float)cbrt_core(x); }

// sqrt(x^2 + y^2): an infinity wins over a NaN (C11 F.10.4.3); the
// squares and their sum are exact (hi + lo) after scaling the larger to
// near 1, so nothing overflows that the result does not.
static long double hypot_core(long double x, long double y) {
  long double a = fabsl(x), b = fabsl(y);
  if (isinf(a) || isinf(b))
    return __builtin_infl();
  if (a != a || b != b)
    return a + b;
  if (a < b) {
    long double t = a;
    a = b;
    b = t;
  }
  if (b == 0 || b < a * 0x1p-70L)
    return a + b;
  int e = ilogbl(a);
  a = __scalbnl(a, -e);
  b = __scalbnl(b, -e);
  long double p, pe, q, qe, s, se;
  TWO_PROD(p, pe, a, a);
  TWO_PROD(q, qe, b, b);
  TWO_SUM(s, se, p, q);
  se += pe + qe;
  long double r = sqrtl(s), rr, re;
  TWO_PROD(rr, re, r, r);
  r += ((s - rr) - re + se) / (2 * r);
  return __scalbnl(r, e);
}

long double hypotl(long double x, long double y) {
  long double r = hypot_core(x, y);
  return isinf(r) && !isinf(x) && !isinf(y) ? __math_oflowl(0) : r;
}
double hypot(double x, double y) {
  double r = (double)hypot_core(x, y);
  return isinf(r) && !isinf(x) && !isinf(y) ? __math_oflow(0) : r;
}
float hypotf(float x, float y) {
  float r = (float)hypot_core(x, y);
  return isinf(r) && !isinf(x) && !isinf(y) ? __math_oflowf(0) : r;
}
