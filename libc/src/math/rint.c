// rint.c — rint, nearbyint, lrint, llrint in the three precisions: round
// to an integer in the current rounding mode.  Adding and subtracting
// 2^(p-1) (p = significand bits) leaves no fraction bits, so the
// hardware rounds once, in whatever mode fesetround chose; the sign is
// put back afterwards so that rint(-0.25) is -0.
#include <fenv.h>
#include <limits.h>
#include <math.h>
#include "libm.h"

double rint(double x) {
  if (!(fabs(x) < 0x1p52))
    return x;  // integral already, inf or nan
  double s = x < 0 ? -0x1p52 : 0x1p52;
  volatile double t = x + s;
  return copysign(t - s, x);
}

float rintf(float x) {
  if (!(fabsf(x) < 0x1p23f))
    return x;
  float s = x < 0 ? -0x1p23f : 0x1p23f;
  volatile float t = x + s;
  return copysignf(t - s, x);
}

// The x87 unit rounds to 64 bits (Linux's default precision control).
long double rintl(long double x) {
  if (!(fabsl(x) < 0x1p63L))
    return x;
  long double s = x < 0 ? -0x1p63L : 0x1p63L;
  volatile long double t = x + s;
  return copysignl(t - s, x);
}

// nearbyint must not raise inexact: the flag's old state is restored.
double nearbyint(double x) {
  if (!(fabs(x) < 0x1p52))
    return x;
  int had = fetestexcept(FE_INEXACT);
  double r = rint(x);
  if (!had)
    feclearexcept(FE_INEXACT);
  return r;
}

float nearbyintf(float x) {
  if (!(fabsf(x) < 0x1p23f))
    return x;
  int had = fetestexcept(FE_INEXACT);
  float r = rintf(x);
  if (!had)
    feclearexcept(FE_INEXACT);
  return r;
}

long double nearbyintl(long double x) {
  if (!(fabsl(x) < 0x1p63L))
    return x;
  int had = fetestexcept(FE_INEXACT);
  long double r = rintl(x);
  if (!had)
    feclearexcept(FE_INEXACT);
  return r;
}

// Out of range or NaN: LLONG_MIN, as cvtsd2si and fistp give (glibc).
static long long to_llong(long double r) {
  if (!(r >= -0x1p63L && r < 0x1p63L))
    return LLONG_MIN;
  return (long long)r;
}

long lrint(double x) { return to_llong(rint(x)); }
long lrintf(float x) { return to_llong(rintf(x)); }
long lrintl(long double x) { return to_llong(rintl(x)); }
long long llrint(double x) { return to_llong(rint(x)); }
long long llrintf(float x) { return to_llong(rintf(x)); }
long long llrintl(long double x) { return to_llong(rintl(x)); }
