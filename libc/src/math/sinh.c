// sinh.c — sinh, cosh, tanh, asinh, acosh, atanh in the three
// precisions.  Small arguments take series whose first term is exact;
// elsewhere e^|x| comes from the exp kernel as 2^k (hi + tail) and the
// logarithms from __log_dd, each combination formed with two-sums.
#include <math.h>
#include "libm.h"

static const long double LN2_HI = 0xb17217f7d1cf79acp-64L;
static const long double LN2_LO = -0xd871319ff0342543p-130L;

// e^ax +- e^-ax, halved: sign = -1 gives sinh |x|, +1 cosh x; ax >= 1.
static long double sinh_cosh_big(long double ax, int sign) {
  if (ax > 11358)
    return __builtin_infl();
  long k;
  long double hi, tail = __exp_split(ax, 0, &k, &hi);
  if (k > 80)  // e^-ax is below the last bit
    return __scalbnl(hi + tail, k - 1);
  long double eh = __scalbnl(hi, k), el = __scalbnl(tail, k);
  long double inv = 1 / (eh + el), s, e;
  TWO_SUM(s, e, eh, sign * inv);
  return (s + (e + el)) / 2;
}

static long double sinh_core(long double x) {
  long double ax = fabsl(x), r;
  if (x != x || ax < 0x1p-33L || isinf(x))
    return x;
  if (ax < 1) {  // x (1 + z/(2*3) (1 + z/(4*5) (1 + ...)))
    long double z = x * x, u = 1;
    for (int k = 14; k >= 2; k--)
      u = 1 + z * u / ((2 * k) * (2 * k + 1));
    return x + x * (z * u / 6);
  }
  r = sinh_cosh_big(ax, -1);
  return x < 0 ? -r : r;
}

static long double cosh_core(long double x) {
  long double ax = fabsl(x);
  if (x != x)
    return x;
  if (isinf(x))
    return ax;
  if (ax < 1) {  // 1 + z/2 (1 + z/(3*4) (1 + ...))
    long double z = x * x, u = 1;
    for (int k = 14; k >= 2; k--)
      u = 1 + z * u / ((2 * k - 1) * (2 * k));
    return 1 + z / 2 * u;
  }
  return sinh_cosh_big(ax, 1);
}

// (ah + al) / (bh + bl), rounded once; |bl| must be below bh's last bit
// (the correction is first order in bl).
static long double div_dd(long double ah, long double al, long double bh, long double bl) {
  long double q = ah / bh, p, pe;
  TWO_PROD(p, pe, q, bh);
  return q + (((ah - p) - pe) + al - q * bl) / bh;
}

// tanh x = (u - 1)/(u + 1), u = e^2|x| = 2^k (hi + tail) from the exp
// kernel, both sums formed exactly before the one division.
static long double tanh_core(long double x) {
  long double ax = fabsl(x);
  if (x != x || ax < 0x1p-33L)
    return x;
  if (ax > 23)
    return x < 0 ? -1 : 1;
  long double r;
  if (ax < 0.5L) {  // sinh/cosh by their series
    long double z = x * x, us = 1, uc = 1;
    for (int k = 14; k >= 2; k--) {
      us = 1 + z * us / ((2 * k) * (2 * k + 1));
      uc = 1 + z * uc / ((2 * k - 1) * (2 * k));
    }
    long double s = z * us / 6, c = z / 2 * uc;  // sinh = x(1+s), cosh = 1+c
    return x + x * ((s - c) / (1 + c));
  }
  long k;
  long double hi, tail = __exp_split(2 * ax, 0, &k, &hi);
  long double uh = __scalbnl(hi, k), ul = __scalbnl(tail, k), nh, nl, dh, dl;
  TWO_SUM(nh, nl, uh, -1.0L);
  TWO_SUM(dh, dl, uh, 1.0L);
  FAST_TWO_SUM(dh, dl, dh, dl + ul);  // div_dd needs dl below dh's last bit
  r = div_dd(nh, nl + ul, dh, dl);
  return x < 0 ? -r : r;
}

long double sinhl(long double x) {
  long double r = sinh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflowl(r < 0) : r;
}
double sinh(double x) {
  double r = (double)sinh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflow(r < 0) : r;
}
float sinhf(float x) {
  float r = (float)sinh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflowf(r < 0) : r;
}
long double coshl(long double x) {
  long double r = cosh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflowl(0) : r;
}
double cosh(double x) {
  double r = (double)cosh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflow(0) : r;
}
float coshf(float x) {
  float r = (float)cosh_core(x);
  return isinf(r) && !isinf(x) ? __math_oflowf(0) : r;
}
long double tanhl(long double x) { return tanh_core(x); }
double tanh(double x) { return (double)tanh_core(x); }
float tanhf(float x) { return (float)tanh_core(x); }

// ln(vh + vl) = returned + *lo.
static long double log_dd2(long double vh, long double vl, long double *lo) {
  long double l, h = __log_dd(vh, &l), hi;
  FAST_TWO_SUM(hi, *lo, h, l + vl / vh);
  return hi;
}

// sqrt(dh + dl) = returned + *lo.
static long double sqrt_dd(long double dh, long double dl, long double *lo) {
  long double s = sqrtl(dh), p, pe, hi;
  if (s == 0) {
    *lo = 0;
    return 0;
  }
  TWO_PROD(p, pe, s, s);
  FAST_TWO_SUM(hi, *lo, s, ((dh - p) - pe + dl) / (2 * s));
  return hi;
}

// asinh x = ln(|x| + sqrt(x^2 + 1)); below 0.5 its series
// x - x^3/6 + 3x^5/40 - ..., whose coefficients a_n/(2n+1) follow
// a_n = -a_(n-1) (2n-1)/(2n).
static long double asinh_core(long double x) {
  long double ax = fabsl(x), r, lo;
  if (x != x || isinf(x) || ax < 0x1p-33L)
    return x;
  if (ax < 0.5L) {
    long double z = x * x, a = 1, pw = 1, tail = 0;
    for (int n = 1; n < 45; n++) {
      a *= -(2.0L * n - 1) / (2 * n);
      pw *= z;
      tail += a * pw / (2 * n + 1);
    }
    return x + x * tail;
  }
  if (ax > 0x1p40L) {  // ln(2|x|)
    long double h = __log_dd(ax, &lo);
    r = h + (LN2_HI + (lo + LN2_LO));
  } else {
    long double p, pe, d, de, sl, s, v, ve;
    TWO_PROD(p, pe, ax, ax);
    TWO_SUM(d, de, p, 1.0L);
    s = sqrt_dd(d, de + pe, &sl);
    TWO_SUM(v, ve, ax, s);
    r = log_dd2(v, ve + sl, &lo);
    r += lo;
  }
  return x < 0 ? -r : r;
}

// acosh x = ln(x + sqrt(x^2 - 1)), x^2 - 1 exact (hi + lo).
static long double acosh_core(long double x) {
  long double lo;
  if (x != x)
    return x;
  if (x < 1)
    return __math_edom();
  if (isinf(x))
    return x;
  if (x > 0x1p40L) {
    long double h = __log_dd(x, &lo);
    return h + (LN2_HI + (lo + LN2_LO));
  }
  long double p, pe, d, de, sl, s, v, ve;
  TWO_PROD(p, pe, x, x);
  TWO_SUM(d, de, p, -1.0L);
  if (d + (de + pe) == 0)
    return 0;
  s = sqrt_dd(d, de + pe, &sl);
  TWO_SUM(v, ve, x, s);
  long double h = log_dd2(v, ve + sl, &lo);
  return h + lo;
}

// atanh x = (ln(1 + x) - ln(1 - x)) / 2, each side exact as hi + lo.
static long double atanh_core(long double x) {
  long double ax = fabsl(x);
  if (x != x || ax < 0x1p-33L)
    return x;
  if (ax > 1)
    return __math_edom();
  if (ax == 1)
    return __math_pole(x < 0);
  long double u, ul, w, wl, l1, l2, h1, h2, s, e;
  TWO_SUM(u, ul, 1.0L, ax);
  TWO_SUM(w, wl, 1.0L, -ax);
  h1 = log_dd2(u, ul, &l1);
  h2 = log_dd2(w, wl, &l2);
  TWO_SUM(s, e, h1, -h2);
  long double r = (s + (e + l1 - l2)) / 2;
  return x < 0 ? -r : r;
}

long double asinhl(long double x) { return asinh_core(x); }
double asinh(double x) { return (double)asinh_core(x); }
float asinhf(float x) { return (float)asinh_core(x); }
long double acoshl(long double x) { return acosh_core(x); }
double acosh(double x) { return (double)acosh_core(x); }
float acoshf(float x) { return (float)acosh_core(x); }
long double atanhl(long double x) { return atanh_core(x); }
double atanh(double x) { return (double)atanh_core(x); }
float atanhf(float x) { return (float)atanh_core(x); }
