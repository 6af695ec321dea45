// erf.c — erf and erfc in the three precisions.  erf by its Taylor
// series below 0.5; erfc from x = 0.5 up by the continued fraction
// erfc x = e^(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
// evaluated backwards with enough terms for 2^-90 (fewer as x grows),
// and e^(-x^2) from the exp kernel with x^2 exact; each function takes
// 1 minus the other where that does not cancel.
#include <math.h>
#include "libm.h"

static const long double TWO_OVER_SQRTPI = 0x906eba8214db688dp-63L;
static const long double TWO_OVER_SQRTPI_LO = 0xe3a914fed7fd8688p-128L;
static const long double HALF_LN_PI_HI = 0x928682473d0de85fp-64L;  // ln(pi)/2
static const long double HALF_LN_PI_LO = -0xa06a93957bc0b668p-129L;

// erf x for |x| < 0.5: 2/sqrt(pi) x sum (-z)^n / (n! (2n+1)).
static long double erf_series(long double x) {
  long double z = x * x, term = 1, sum = 0;
  for (int n = 1; n < 40; n++) {
    term *= -z / n;
    sum += term / (2 * n + 1);
  }
  long double p, pe;
  TWO_PROD(p, pe, TWO_OVER_SQRTPI, x);  // the leading term, exact
  return p + (pe + TWO_OVER_SQRTPI_LO * x + p * sum);
}

// erfc x for x >= 0.5, as e^(-x^2 - ln(pi)/2 - ln K) with K the
// continued fraction: one rounding at the end, the exponent in
// double-long-double.
static long double erfc_cf(long double x) {
  if (x > 107)
    return 0;
  int n = 60 + (int)(300 / (x * x));
  long double k = x;
  for (; n >= 2; n--)
    k = x + (n / 2.0L) / k;
  long double kh, kl, lh, ll, p, pe, t, te, hi;
  TWO_SUM(kh, kl, x, 0.5L / k);  // the last step, its rounding kept
  lh = __log_dd(kh, &ll);
  ll += kl / kh;
  TWO_PROD(p, pe, x, x);
  TWO_SUM(t, te, -p, -lh);
  TWO_SUM(t, hi, t, -HALF_LN_PI_HI);
  te += hi - pe - ll - HALF_LN_PI_LO;
  return __expl2(t, te);
}

static long double erf_core(long double x) {
  long double ax = fabsl(x), r;
  if (x != x)
    return x;
  if (ax < 0x1p-33L)
    return TWO_OVER_SQRTPI * x + TWO_OVER_SQRTPI_LO * x;
  if (ax < 0.5L)
    return erf_series(x);
  r = ax > 7 ? 1 : 1 - erfc_cf(ax);
  return x < 0 ? -r : r;
}

static long double erfc_core(long double x) {
  if (x != x)
    return x;
  if (x <= -0.5L)
    return x < -7 ? 2 : 2 - erfc_cf(-x);
  if (x < 0.5L)
    return 1 - erf_core(x);
  return erfc_cf(x);
}

long double erfl(long double x) { return erf_core(x); }
double erf(double x) { return (double)erf_core(x); }
float erff(float x) { return (float)erf_core(x); }

// erfc underflows (ERANGE) for large x.
long double erfcl(long double x) {
  long double r = erfc_core(x);
  return r == 0 && x < __builtin_infl() ? __math_uflowl(0) : r;
}
double erfc(double x) {
  double r = (double)erfc_core(x);
  return r == 0 && x < __builtin_inf() ? __math_uflow(0) : r;
}
float erfcf(float x) {
  float r = (float)erfc_core(x);
  return r == 0 && x < __builtin_inff() ? __math_uflowf(0) : r;
}
