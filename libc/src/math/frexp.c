// frexp.c — frexp, ldexp, scalbn, scalbln, modf, ilogb, logb in the
// three precisions: exponent surgery.  Only scaling can round (into the
// subnormal range), and it rounds once.
#include <limits.h>
#include <math.h>
#include "libm.h"

long double frexpl(long double x, int *e) {
  union ldbits v = {x};
  int be = v.i.se & 0x7fff;
  *e = 0;
  if (x == 0 || be == 0x7fff)
    return x;
  if (be == 0) {  // subnormal: scale into the normal range first
    v.f = x * 0x1p64L;
    be = v.i.se & 0x7fff;
    *e = -64;
  }
  *e += be - 16382;
  v.i.se = (uint16_t)((v.i.se & 0x8000) | 16382);
  return v.f;
}

double frexp(double x, int *e) {
  return (double)frexpl(x, e);
}

float frexpf(float x, int *e) {
  return (float)frexpl(x, e);
}

// 2^n for a normal exponent, exactly.
static long double pow2l(int n) {
  union ldbits v;
  v.i.m = 1ULL << 63;
  v.i.se = (uint16_t)(n + 16383);
  return v.f;
}

// x * 2^n for a long n: the significand is placed exactly, and only a
// result below the normal range is rounded, by a single multiplication.
long double __scalbnl(long double x, long n) {
  if (x == 0 || x != x || isinf(x))
    return x;
  if (n > 40000)
    n = 40000;
  if (n < -40000)
    n = -40000;
  int e;
  long double m = frexpl(x, &e);  // x = m * 2^e, 0.5 <= |m| < 1
  long t = e + n - 1;             // the exponent of the result
  if (t > 16383)
    return m * 0x1p16383L * 4;    // overflows, rounding as the mode says
  if (t >= -16382)
    return m * 2 * pow2l((int)t);
  if (t < -16600)
    t = -16600;  // rounds as -16600 would: far below half the least subnormal
  return (m * 2 * pow2l((int)t + 400)) * 0x1p-400L;
}

// scalbn and ldexp report a finite nonzero x scaled to an infinity or a
// zero as a range error (ERANGE), as glibc does.
static long double range(long double x, long double r) {
  if (x != 0 && isfinite(x) && (r == 0 || isinf(r)))
    errno = ERANGE;
  return r;
}

static long clamp(long n, long limit) {
  return n < -limit ? -limit : n > limit ? limit : n;
}

long double scalbnl(long double x, int n) { return range(x, __scalbnl(x, n)); }
long double scalblnl(long double x, long n) { return range(x, __scalbnl(x, n)); }
long double ldexpl(long double x, int n) { return range(x, __scalbnl(x, n)); }

// A double or float scaled in long double is exact (its exponent range
// is far wider); the conversion back is the one rounding.
double scalbn(double x, int n) { return (double)range(x, (double)__scalbnl(x, clamp(n, 3000))); }
double scalbln(double x, long n) { return (double)range(x, (double)__scalbnl(x, clamp(n, 3000))); }
double ldexp(double x, int n) { return (double)range(x, (double)__scalbnl(x, clamp(n, 3000))); }
float scalbnf(float x, int n) { return (float)range(x, (float)__scalbnl(x, clamp(n, 400))); }
float scalblnf(float x, long n) { return (float)range(x, (float)__scalbnl(x, clamp(n, 400))); }
float ldexpf(float x, int n) { return (float)range(x, (float)__scalbnl(x, clamp(n, 400))); }

double modf(double x, double *ip) {
  double t = trunc(x);
  *ip = t;
  if (isinf(x))
    return copysign(0.0, x);
  return copysign(x - t, x);
}

float modff(float x, float *ip) {
  float t = truncf(x);
  *ip = t;
  if (isinf(x))
    return copysignf(0.0f, x);
  return copysignf(x - t, x);
}

long double modfl(long double x, long double *ip) {
  long double t = truncl(x);
  *ip = t;
  if (isinf(x))
    return copysignl(0.0L, x);
  return copysignl(x - t, x);
}

// ilogb of 0, inf or NaN is a domain error (EDOM, invalid), as in glibc.
int ilogbl(long double x) {
  if (x == 0 || x != x || isinf(x)) {
    __math_edom();
    return x == 0 ? FP_ILOGB0 : x != x ? FP_ILOGBNAN : INT_MAX;
  }
  int e;
  frexpl(x, &e);
  return e - 1;
}

int ilogb(double x) { return ilogbl(x); }
int ilogbf(float x) { return ilogbl(x); }

// logb(0) is a pole: -inf and divide-by-zero.
long double logbl(long double x) {
  if (x == 0) {
    volatile long double z = 0;
    return -1 / z;
  }
  if (x != x)
    return x;
  if (isinf(x))
    return fabsl(x);
  int e;
  frexpl(x, &e);
  return e - 1;
}

double logb(double x) { return (double)logbl(x); }
float logbf(float x) { return (float)logbl(x); }
