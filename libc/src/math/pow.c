// pow.c — pow, powf, powl.  x^y = e^(y ln x) with ln x as hi + lo
// (__log_dd, ~2^-120), the product y ln x formed exactly (TWO_PROD) and
// e^(hi + lo) by the exp kernel, so the long double result is within
// about 0.52 ulp even when |y ln x| is near 11356.  The special cases
// follow C11 F.10.4.4.
#include <math.h>
#include "libm.h"

// 1 if y is an odd integer, 0 if even, -1 if not an integer.
static int parity(long double y) {
  if (truncl(y) != y)
    return -1;
  if (fabsl(y) >= 0x1p64L)
    return 0;
  return fmodl(y, 2) != 0;
}

// x^y in long double, or the special value.  Overflow and underflow are
// left to the caller, which knows its format.
static long double pow_core(long double x, long double y) {
  if (y == 0 || x == 1)
    return 1;
  if (x != x || y != y)
    return x + y;
  int odd = parity(y) == 1;
  if (isinf(y) && x == 0)
    return y > 0 ? 0 : __builtin_infl();
  if (x == 0) {
    if (y < 0)
      return __math_pole(odd && signbit(x));
    return odd ? x : 0;
  }
  if (isinf(y)) {
    long double ax = fabsl(x);
    if (ax == 1)
      return 1;
    return (ax > 1) == (y > 0) ? __builtin_infl() : 0;
  }
  if (isinf(x)) {
    long double r = y > 0 ? __builtin_infl() : 0;
    return x < 0 && odd ? -r : r;
  }
  if (x < 0 && parity(y) < 0)
    return __math_edom();
  if (x == -1)  // also keeps a huge y out of TWO_PROD below
    return odd ? -1 : 1;
  long double lo, hi = __log_dd(fabsl(x), &lo), p = y * hi, e = 0;
  if (fabsl(p) < 12000) {  // TWO_PROD cannot overflow
    TWO_PROD(p, e, y, hi);
    e += y * lo;
  }
  long double r;
  if (p > 12000)
    r = __builtin_infl();
  else if (p < -12000)
    r = 0;
  else
    r = __expl2(p, e);
  return x < 0 && odd ? -r : r;
}

// A finite nonzero x and finite y whose power overflowed or underflowed
// is a range error.
static int range_error(long double x, long double y, long double r) {
  return isfinite(x) && isfinite(y) && x != 0 && (isinf(r) || r == 0);
}

long double powl(long double x, long double y) {
  long double r = pow_core(x, y);
  if (range_error(x, y, r)) {
    if (r == 0)
      return __math_uflowl(signbit(r));
    return __math_oflowl(r < 0);
  }
  return r;
}

double pow(double x, double y) {
  double r = (double)pow_core(x, y);
  if (range_error(x, y, r)) {
    if (r == 0)
      return __math_uflow(signbit(r));
    return __math_oflow(r < 0);
  }
  return r;
}

float powf(float x, float y) {
  float r = (float)pow_core(x, y);
  if (range_error(x, y, r)) {
    if (r == 0)
      return __math_uflowf(signbit(r));
    return __math_oflowf(r < 0);
  }
  return r;
}
