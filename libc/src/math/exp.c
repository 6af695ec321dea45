// exp.c — exp, log, log2, log10, pow.  The work is done in long double
// (11 bits more than double), so the double results are nearly always
// correctly rounded; they are not guaranteed to be, and may differ from
// glibc's in the last bit for rare arguments.
#include <math.h>
#include "libm.h"
#include <stdint.h>

// ln 2 split so that k * LN2_HI is exact for |k| < 2^16.
static const long double LN2_HI = 0.693145751953125L;
static const long double LN2_LO = 1.42860682030941723212e-6L;
static const long double LN2 = 0.693147180559945309417232121458176568L;

// e^x for |x| <= 0.35 by its Taylor series (error < 2^-66).
static long double exp_small(long double x) {
  long double term = 1, sum = 1;
  for (int n = 1; n < 22; n++) {
    term *= x / n;
    sum += term;
  }
  return sum;
}

static long double scale2(long double x, long k) {
  for (; k > 60; k -= 60)
    x *= 0x1p60L;
  for (; k < -60; k += 60)
    x *= 0x1p-60L;
  return x * (k >= 0 ? (long double)(1ULL << k) : 1 / (long double)(1ULL << -k));
}

long double __expl(long double x) {
  if (x != x)
    return x;
  if (x > 11357)
    return __builtin_infl();
  if (x < -11400)
    return 0;
  long k = (long)(x / LN2 + (x < 0 ? -0.5L : 0.5L));
  long double r = (x - k * LN2_HI) - k * LN2_LO;
  return scale2(exp_small(r), k);
}

// ln x for x > 0: x = m * 2^k with m in [sqrt(1/2), sqrt(2)), then
// ln m = 2 atanh(s), s = (m-1)/(m+1), |s| < 0.172.
long double __logl(long double x) {
  if (x != x || x < 0)
    return __invalidl();
  if (x == 0)
    return -__builtin_infl();
  if (x > __LDBL_MAX__)
    return x;
  long k = 0;
  while (x >= 0x1p60L) { x *= 0x1p-60L; k += 60; }
  while (x < 0x1p-60L) { x *= 0x1p60L; k -= 60; }
  while (x >= 1.41421356237309504880L) { x /= 2; k++; }
  while (x < 0.70710678118654752440L) { x *= 2; k--; }
  long double s = (x - 1) / (x + 1), s2 = s * s, term = s, sum = 0;
  for (int n = 1; n < 60; n += 2) {
    sum += term / n;
    term *= s2;
  }
  return 2 * sum + k * LN2_LO + k * LN2_HI;
}

double exp(double x) {
  return (double)__expl(x);
}

double log(double x) {
  return (double)__logl(x);
}

double log2(double x) {
  if (x > 0 && x <= __DBL_MAX__) {  // exact for powers of two
    int e;
    double m = frexp(x, &e);
    if (m == 0.5)
      return e - 1;
  }
  return (double)(__logl(x) / LN2);
}

double log10(double x) {
  if (x > 0 && x <= __DBL_MAX__) {  // exact for powers of ten
    double p = 1;
    for (int e = 0; e < 23 && p <= x; e++, p *= 10)
      if (p == x)
        return e;
  }
  return (double)(__logl(x) / 2.30258509299404568401799145468436421L);
}

// x^n for an integer n by squaring (in long double: exact when the
// result has few enough bits, as pow(2, 10) must be).
static long double powi(long double x, unsigned long n) {
  long double r = 1;
  while (n) {
    if (n & 1)
      r *= x;
    x *= x;
    n >>= 1;
  }
  return r;
}

double pow(double x, double y) {
  if (y == 0 || x == 1)
    return 1;
  if (x != x || y != y)
    return x + y;
  int y_int = y == trunc(y);
  int y_odd = y_int && fabs(y) < 0x1p53 && fmod(y, 2) != 0;
  if (x == 0) {
    if (y < 0)
      return y_odd ? copysign(__builtin_inf(), x) : __builtin_inf();
    return y_odd ? x : 0;
  }
  if (x < 0 && !y_int)
    return __invalid();
  double ax = fabs(x);
  if (ax > __DBL_MAX__ || fabs(y) > __DBL_MAX__) {
    if (fabs(y) > __DBL_MAX__) {
      if (ax == 1)
        return 1;
      return (ax > 1) == (y > 0) ? __builtin_inf() : 0;
    }
    double r = y > 0 ? __builtin_inf() : 0;  // x is +-inf
    return x < 0 && y_odd ? -r : r;
  }
  long double r;
  if (y_int && fabs(y) <= 64)
    r = y > 0 ? powi(ax, (unsigned long)y) : 1 / powi(ax, (unsigned long)-y);
  else
    r = __expl(y * __logl(ax));
  return (double)(x < 0 && y_odd ? -r : r);
}
