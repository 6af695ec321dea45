// atan.c — atan, atan2, asin, acos in the three precisions.  One kernel:
// atan of a nonnegative hi + lo, by atan x = atan c + atan t with
// c = j/16 the nearest table point and t = (x - c)/(1 + xc) formed in
// double-long-double, then the odd series of atan t (|t| <= 1/32).
// asin and acos are atan of x/sqrt(1 - x^2), or of the half-angle
// sqrt((1 - |x|)/2) near |x| = 1, with every step carried as hi + lo.
#include <math.h>
#include "libm.h"

// atan(j/16), j = 0..16, as hi + lo (computed with 300-bit arithmetic).
static const long double ATAN_C[17][2] = {
  {0.0L, 0.0L},
  {0xffaaddb967ef4e37p-68L, -0xd361b48fc747cabbp-134L},
  {0xfeadd4d5617b6e33p-67L, -0xdda19d8305ddc422p-133L},
  {0xbdcbda5e72d81134p-66L, 0xf6169f103938e90fp-131L},
  {0xfadbafc96406eb15p-66L, 0xdb8f3debef442fcbp-131L},
  {0x9b13b9b83f5e5e6ap-65L, -0xe9512d9cb6143360p-131L},
  {0xb7b0ca0f26f78474p-65L, -0xeab9bdba460376fap-130L},
  {0xd327761e611fe5b6p-65L, 0x84f92bd2003ce26dp-130L},
  {0xed63382b0dda7b45p-65L, 0xdfc88bd978751a07p-130L},
  {0x832bf4a6d9867e2ap-64L, 0x96d41396c34a2b82p-129L},
  {0x8f005d5ef7f59f9bp-64L, 0xb906bc2ccb886e8fp-129L},
  {0x9a2f80e671bdda20p-64L, 0x844df1c4409fe77ap-129L},
  {0xa4bc7d1934f70924p-64L, 0xcd43f9522bed64f7p-131L},
  {0xaeac4c38b4d8c080p-64L, 0xa392f179f2903850p-131L},
  {0xb8053e2bc2319e74p-64L, -0xd3496ab7bd6eef0bp-130L},
  {0xc0ce85b8ac526641p-64L, -0xec453a7722da0bb6p-129L},
  {0xc90fdaa22168c235p-64L, -0xece675d1fc8f8cbbp-130L},
};

static const long double PIO2_HI = 0xc90fdaa22168c235p-63L;
static const long double PIO2_LO = -0xece675d1fc8f8cbbp-129L;
static const long double PI_HI = 0xc90fdaa22168c235p-62L;
static const long double PI_LO = -0xece675d1fc8f8cbbp-128L;

// (ah + al) / (bh + bl) = returned + *lo.
static long double div_dd(long double ah, long double al, long double bh, long double bl,
                          long double *lo) {
  long double q = ah / bh, p, pe, hi;
  TWO_PROD(p, pe, q, bh);
  FAST_TWO_SUM(hi, *lo, q, (((ah - p) - pe) + al - q * bl) / bh);
  return hi;
}

// atan(xh + xl) = returned + *lo, for 0 <= xh <= 1 (xl tiny).
static long double atan_unit(long double xh, long double xl, long double *lo) {
  int j = (int)(xh * 16 + 0.5L);
  long double c = j / 16.0L, p, pe, d, de, th, tl;
  TWO_PROD(p, pe, xh, c);
  TWO_SUM(d, de, 1.0L, p);
  th = div_dd(xh - c, xl, d, de + pe + xl * c, &tl);  // xh - c is exact
  long double z = th * th, u = 0;
  for (int k = 10; k >= 1; k--)
    u = 1.0L / (2 * k + 1) - z * u;  // u = 1/3 - z/5 + z^2/7 - ...
  long double tail = tl - th * z * u + ATAN_C[j][1], s, e, hi;
  TWO_SUM(s, e, ATAN_C[j][0], th);
  FAST_TWO_SUM(hi, *lo, s, e + tail);
  return hi;
}

// atan(xh + xl) = returned + *lo for xh >= 0, any size: above 1,
// pi/2 - atan(1/x).
static long double atan_pos(long double xh, long double xl, long double *lo) {
  if (xh <= 1)
    return atan_unit(xh, xl, lo);
  if (xh > 0x1p66L) {  // atan x = pi/2 - 1/x to far below the last bit
    *lo = PIO2_LO - 1 / xh;
    return PIO2_HI;
  }
  long double rl, r = div_dd(1.0L, 0.0L, xh, xl, &rl);
  long double al, a = atan_unit(r, rl, &al), s, e, hi;
  TWO_SUM(s, e, PIO2_HI, -a);
  FAST_TWO_SUM(hi, *lo, s, e + (PIO2_LO - al));
  return hi;
}

static long double atan_core(long double x) {
  if (x != x || fabsl(x) < 0x1p-33L)
    return x;
  long double lo, hi = atan_pos(fabsl(x), 0, &lo);
  long double r = hi + lo;
  return x < 0 ? -r : r;
}

long double atanl(long double x) { return atan_core(x); }
double atan(double x) { return (double)atan_core(x); }
float atanf(float x) { return (float)atan_core(x); }

// atan2: both arguments scaled by one power of two (exact unless the
// smaller underflows, where it no longer matters), the quotient of the
// smaller by the larger formed as hi + lo, then the quadrant.
static long double atan2_core(long double y, long double x) {
  if (x != x || y != y)
    return x + y;
  long double ax = fabsl(x), ay = fabsl(y), hi, lo;
  if (ay == 0) {
    if (signbit(x))
      return signbit(y) ? -PI_HI - PI_LO : PI_HI + PI_LO;
    return y;
  }
  if (isinf(ax) || isinf(ay)) {
    if (isinf(ax) && isinf(ay))
      hi = x > 0 ? PIO2_HI / 2 : 3 * (PIO2_HI / 2);
    else if (isinf(ay))
      hi = PIO2_HI;
    else
      hi = x > 0 ? 0 : PI_HI;
    return signbit(y) ? -hi : hi;
  }
  int e = ilogbl(ax > ay ? ax : ay);
  ax = __scalbnl(ax, -e);
  ay = __scalbnl(ay, -e);
  int swap = ay > ax;
  long double ql, q;
  if ((swap ? ax < ay * 0x1p-70L : ay < ax * 0x1p-70L)) {
    // atan q = q to far below the last bit (q may be subnormal)
    q = swap ? ax / ay : ay / ax;
    hi = q;
    lo = 0;
  } else {
    q = swap ? div_dd(ax, 0, ay, 0, &ql) : div_dd(ay, 0, ax, 0, &ql);
    hi = atan_unit(q, ql, &lo);
  }
  long double s, t;
  if (swap) {  // pi/2 -+ atan(|x/y|)
    long double sg = x < 0 ? 1 : -1;
    TWO_SUM(s, t, PIO2_HI, sg * hi);
    t += PIO2_LO + sg * lo;
  } else if (x < 0) {  // pi - atan(|y/x|)
    TWO_SUM(s, t, PI_HI, -hi);
    t += PI_LO - lo;
  } else {
    s = hi;
    t = lo;
  }
  long double r = s + t;
  return signbit(y) ? -r : r;
}

// A quotient so small that the angle underflows to zero is a range
// error, as glibc reports it.
static long double atan2_range(long double y, long double x, long double r) {
  if (r == 0 && y != 0 && !isinf(x))
    errno = ERANGE;
  return r;
}

long double atan2l(long double y, long double x) { return atan2_range(y, x, atan2_core(y, x)); }
double atan2(double y, double x) { return (double)atan2_range(y, x, (double)atan2_core(y, x)); }
float atan2f(float y, float x) { return (float)atan2_range(y, x, (float)atan2_core(y, x)); }

// sqrt(dh + dl) = returned + *lo (one Newton correction).
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

// asin(xh + xl) = returned + *lo for 0 <= xh <= 0.5:
// atan(x / sqrt(1 - x^2)), 1 - x^2 exact.
static long double asin_half(long double xh, long double xl, long double *lo) {
  long double p, pe, d, de, sl;
  TWO_PROD(p, pe, xh, xh);
  TWO_SUM(d, de, 1.0L, -p);
  long double s = sqrt_dd(d, de - pe - 2 * xh * xl, &sl);
  long double tl, t = div_dd(xh, xl, s, sl, &tl);
  return atan_unit(t, tl, lo);
}

// asin |x| = pi/2 - 2 asin(sqrt((1 - |x|)/2)) for |x| > 0.5 (1 - |x|
// is exact there); acos x uses the same half-angle.
static long double half_angle(long double w, long double *lo) {
  long double sl, s = sqrt_dd(w, 0, &sl);
  return asin_half(s, sl, lo);
}

static long double asin_core(long double x) {
  if (x != x)
    return x;
  long double ax = fabsl(x), hi, lo, r;
  if (ax > 1)
    return __math_edom();
  if (ax < 0x1p-33L)
    return x;
  if (ax <= 0.5L) {
    hi = asin_half(ax, 0, &lo);
    r = hi + lo;
  } else {
    hi = half_angle((1 - ax) / 2, &lo);
    long double s, e;
    TWO_SUM(s, e, PIO2_HI, -2 * hi);
    r = s + (e + PIO2_LO - 2 * lo);
  }
  return x < 0 ? -r : r;
}

static long double acos_core(long double x) {
  if (x != x)
    return x;
  long double ax = fabsl(x), hi, lo, s, e;
  if (ax > 1)
    return __math_edom();
  if (ax <= 0.5L) {  // pi/2 - asin x
    hi = ax < 0x1p-70L ? x : asin_half(ax, 0, &lo);
    if (ax < 0x1p-70L)
      lo = 0;
    else if (x < 0) {
      hi = -hi;
      lo = -lo;
    }
    TWO_SUM(s, e, PIO2_HI, -hi);
    return s + (e + PIO2_LO - lo);
  }
  hi = half_angle((1 - ax) / 2, &lo);
  if (x > 0)
    return 2 * hi + 2 * lo;
  TWO_SUM(s, e, PI_HI, -2 * hi);  // x < -0.5: pi - 2 asin(...)
  return s + (e + PI_LO - 2 * lo);
}

long double asinl(long double x) { return asin_core(x); }
double asin(double x) { return (double)asin_core(x); }
float asinf(float x) { return (float)asin_core(x); }
long double acosl(long double x) { return acos_core(x); }
double acos(double x) { return (double)acos_core(x); }
float acosf(float x) { return (float)acos_core(x); }
