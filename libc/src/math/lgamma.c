// lgamma.c — tgamma, lgamma, lgamma_r in the three precisions, and
// signgam.  For y >= 20 Stirling's series
// ln G(y) = (y - 1/2) ln y - y + ln(2 pi)/2 + sum B2k / (2k (2k-1) y^(2k-1))
// is formed in double-long-double; below 20 the argument is shifted up
// by n and the product x (x+1) ... (x+n-1) divided out, also in
// double-long-double.  Negative arguments use the reflection formula.
// Near the zeros of lgamma (x = 1, 2 and the negative ones) the result
// has an absolute, not relative, error of about 2^-100.
#include <math.h>
#include "libm.h"

int signgam;

static const long double HALF_LN2PI_HI = 0xeb3f8e4325f5a535p-64L;
static const long double HALF_LN2PI_LO = -0xd686dffd77cdbfb8p-129L;
static const long double PI_HI = 0xc90fdaa22168c235p-62L;
static const long double PI_LO = -0xece675d1fc8f8cbbp-128L;

// B2k / (2k (2k-1)), k = 1..12.
static const long double STIRLING[12] = {
  1.0L / 12, -1.0L / 360, 1.0L / 1260, -1.0L / 1680, 1.0L / 1188, -691.0L / 360360,
  1.0L / 156, -3617.0L / 122400, 43867.0L / 244188, -174611.0L / 125400,
  77683.0L / 5796, -236364091.0L / 1506960,
};

// ln G(yh + yl) = returned + *lo for yh >= 20.
static long double lngamma_big(long double yh, long double yl, long double *lo) {
  long double l, h = __log_dd(yh, &l), ym = yh - 0.5L, p, pe, s, e, hi;
  TWO_PROD(p, pe, ym, h);
  pe += ym * l;
  TWO_SUM(s, e, p, -yh);
  long double z = 1 / (yh * yh), series = 0;
  for (int k = 11; k >= 0; k--)
    series = series * z + STIRLING[k];
  series /= yh;
  // d/dy ln G(y) ~ ln y - 1/(2y) carries yl.
  long double tail = e + pe + HALF_LN2PI_LO + series + (h - 0.5L / yh) * yl;
  TWO_SUM(s, e, s, HALF_LN2PI_HI);
  FAST_TWO_SUM(hi, *lo, s, e + tail);
  return hi;
}

// x (x+1) ... (x+n-1) = returned + *lo, x = xh + xl.
static long double rising(long double xh, long double xl, int n, long double *lo) {
  long double ph = 1, pl = 0;
  for (int k = 0; k < n; k++) {
    long double th, tl, p, pe;
    TWO_SUM(th, tl, xh, (long double)k);
    tl += xl;
    TWO_PROD(p, pe, ph, th);
    pe += ph * tl + pl * th;
    FAST_TWO_SUM(ph, pl, p, pe);
  }
  *lo = pl;
  return ph;
}

// ln G(x) = returned + *lo for x = xh + xl > 0.
static long double lngamma_pos(long double xh, long double xl, long double *lo) {
  if (xh >= 20)
    return lngamma_big(xh, xl, lo);
  int n = (int)(20 - xh) + 1;
  long double yh, yl, gl, g, pl, p, ll, l, s, e, hi;
  TWO_SUM(yh, yl, xh, (long double)n);
  g = lngamma_big(yh, yl + xl, &gl);
  p = rising(xh, xl, n, &pl);
  l = __log_dd(p, &ll);
  ll += pl / p;
  TWO_SUM(s, e, g, -l);
  FAST_TWO_SUM(hi, *lo, s, e + gl - ll);
  return hi;
}

// G(x) for x = xh + xl > 0 (may overflow to inf or be huge).
static long double gamma_pos(long double xh, long double xl) {
  if (xh >= 20) {
    long double lo, h = lngamma_big(xh, xl, &lo);
    return h > 11400 ? __builtin_infl() : __expl2(h, lo);
  }
  if (xh < 0x1p-70L)
    return 1 / xh;
  int n = (int)(20 - xh) + 1;
  long double yh, yl, gl, g, pl, p;
  TWO_SUM(yh, yl, xh, (long double)n);
  g = lngamma_big(yh, yl + xl, &gl);
  long k;
  long double bh, bl = __exp_split(g, gl, &k, &bh);  // G(y) = 2^k (bh + bl)
  p = rising(xh, xl, n, &pl);
  long double q = bh / p, r, re;
  TWO_PROD(r, re, q, p);
  return __scalbnl(q + ((bh - r) - re + bl - q * pl) / p, k);
}

// sin(pi x) = returned + *lo for a non-integer x: x is reduced by an
// even integer, and folded into [-1/2, 1/2], exactly.
static long double sinpi(long double x, long double *lo) {
  long double r = x - 2 * roundl(x / 2);  // in [-1, 1]
  if (r > 0.5L)
    r = 1 - r;
  else if (r < -0.5L)
    r = -1 - r;
  return __sinpi_dd(r, lo);
}

// ln(pi / |sin(pi x)|) - ln G(1 - x) = returned + *lo, for x < 0 (the
// reflection formula in logarithms); *sign is the sign of G(x).
static long double reflect(long double x, long double *lo, int *sign) {
  long double sl, s = sinpi(x, &sl), yh, yl, gl, g, l1, h1, l2, h2, t, te, hi;
  *sign = s < 0 ? -1 : 1;
  TWO_SUM(yh, yl, 1.0L, -x);
  g = lngamma_pos(yh, yl, &gl);
  h1 = __log_dd(PI_HI, &l1);
  h2 = __log_dd(fabsl(s), &l2);
  TWO_SUM(t, te, h1, -h2);
  te += (l1 + PI_LO / PI_HI) - (l2 + sl / s);
  TWO_SUM(t, hi, t, -g);
  te += hi - gl;
  FAST_TWO_SUM(hi, *lo, t, te);
  return hi;
}

static long double lgamma_core(long double x, int *sign) {
  *sign = 1;
  if (x != x)
    return x;
  if (isinf(x))
    return fabsl(x);
  if (x == 0) {
    *sign = signbit(x) ? -1 : 1;
    return __math_pole(0);
  }
  if (x == 1 || x == 2)
    return 0;
  if (x > 0) {
    if (x > 0x1p16300L) {  // x (ln x - 1): the rest is below the last bit
      long double r = x * (logl(x) - 1);
      return isinf(r) ? __math_oflowl(0) : r;
    }
    long double lo, h = lngamma_pos(x, 0, &lo);
    return h + lo;
  }
  if (truncl(x) == x)
    return __math_pole(0);  // a pole at a negative integer
  if (x > -0x1p-70L) {  // G(x) ~ 1/x
    *sign = -1;
    return -logl(-x);
  }
  long double lo, hi = reflect(x, &lo, sign);
  return hi + lo;
}

long double lgammal_r(long double x, int *sign) { return lgamma_core(x, sign); }
double lgamma_r(double x, int *sign) {
  double r = (double)lgamma_core(x, sign);
  return isinf(r) && isfinite(x) && x > 0 ? __math_oflow(0) : r;
}
float lgammaf_r(float x, int *sign) {
  float r = (float)lgamma_core(x, sign);
  return isinf(r) && isfinite(x) && x > 0 ? __math_oflowf(0) : r;
}
long double lgammal(long double x) { return lgammal_r(x, &signgam); }
double lgamma(double x) { return lgamma_r(x, &signgam); }
float lgammaf(float x) { return lgammaf_r(x, &signgam); }

// G(x); the caller checks its format's overflow and underflow.
static long double tgamma_core(long double x) {
  if (x != x)
    return x;
  if (x == 0)
    return __math_pole(signbit(x));
  if (isinf(x))
    return x > 0 ? x : __math_edom();
  if (x > 0)
    return x > 1800 ? __builtin_infl() : gamma_pos(x, 0);
  if (truncl(x) == x)
    return __math_edom();
  // G(x) = pi / (sin(pi x) G(1 - x)), as the exponential of its
  // logarithm so that nothing overflows on the way.
  int sign;
  long double lo, hi = reflect(x, &lo, &sign);
  long double r = hi < -12000 ? 0 : __expl2(hi, lo);
  return sign < 0 ? -r : r;
}

static int tgamma_range(long double x, long double r) {
  return isfinite(x) && x != 0 && (isinf(r) || r == 0);
}

long double tgammal(long double x) {
  long double r = tgamma_core(x);
  if (tgamma_range(x, r))
    return r == 0 ? __math_uflowl(signbit(r)) : __math_oflowl(r < 0);
  return r;
}
double tgamma(double x) {
  double r = (double)tgamma_core(x);
  if (tgamma_range(x, r))
    return r == 0 ? __math_uflow(signbit(r)) : __math_oflow(r < 0);
  return r;
}
float tgammaf(float x) {
  float r = (float)tgamma_core(x);
  if (tgamma_range(x, r))
    return r == 0 ? __math_uflowf(signbit(r)) : __math_oflowf(r < 0);
  return r;
}
