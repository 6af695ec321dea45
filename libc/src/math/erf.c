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

// erf x for |x| < 0.5: 2/sqrt(pi) x sum (-z)^n / (n! (2n+1)), as
// p + *lo with p the leading term, exact.
static long double erf_series(long double x, long double *lo) {
  long double z = x * x, term = 1, sum = 0;
  for (int n = 1; n < 40; n++) {
    term *= -z / n;
    sum += term / (2 * n + 1);
  }
  long double p, pe;
  TWO_PROD(p, pe, TWO_OVER_SQRTPI, x);
  *lo = pe + TWO_OVER_SQRTPI_LO * x + p * sum;
  return p;
}

// erfc x for x >= 0.5 is e^(-x^2 - ln(pi)/2 - ln K), with K the
// continued fraction; the exponent in double-long-double, t + *te.
static long double erfc_exponent(long double x, long double *te) {
  int n = 60 + (int)(300 / (x * x));
  long double k = x;
  for (; n >= 2; n--)
    k = x + (n / 2.0L) / k;
  long double kh, kl, lh, ll, p, pe, t, hi;
  TWO_SUM(kh, kl, x, 0.5L / k);  // the last step, its rounding kept
  lh = __log_dd(kh, &ll);
  ll += kl / kh;
  TWO_PROD(p, pe, x, x);
  TWO_SUM(t, *te, -p, -lh);
  TWO_SUM(t, hi, t, -HALF_LN_PI_HI);
  *te += hi - pe - ll - HALF_LN_PI_LO;
  return t;
}

// erfc x for x >= 0.5: one rounding at the end.
static long double erfc_cf(long double x) {
  if (x > 107)
    return 0;
  long double te, t = erfc_exponent(x, &te);
  return __expl2(t, te);
}

// erf x = 1 - erfc x for 0.5 <= x <= 7, with erfc's two parts kept
// until the end: rounding erfc first cost up to half an ulp of erfc,
// a quarter to a half of one of erf, on top of the last rounding.
static long double erf_from_erfc(long double x) {
  long double te, t = erfc_exponent(x, &te), hi, s, e;
  long k;
  long double tail = __exp_split(t, te, &k, &hi);
  TWO_SUM(s, e, 1.0L, -__scalbnl(hi, k));
  return s + (e - __scalbnl(tail, k));
}

static long double erf_core(long double x) {
  long double ax = fabsl(x), r, lo;
  if (x != x || x == 0)
    return x;
  if (ax < 0x1p-16000L) {  // so that p + lo is rounded once more at most
    r = erf_series(x * 0x1p64L, &lo);
    return (r + lo) * 0x1p-64L;
  }
  if (ax < 0.5L) {
    r = erf_series(x, &lo);
    return r + lo;
  }
  r = ax > 7 ? 1 : erf_from_erfc(ax);
  return x < 0 ? -r : r;
}

static long double erfc_core(long double x) {
  if (x != x)
    return x;
  if (x <= -0.5L)
    return x < -7 ? 2 : 2 - erfc_cf(-x);
  if (x < 0.5L) {  // 1 - erf x, erf's two parts kept until the end
    long double lo, p = erf_series(x, &lo), s, e;
    TWO_SUM(s, e, 1.0L, -p);
    return s + (e - lo);
  }
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
