// fmax.c — fmax, fmin, fdim in the three precisions.  A NaN argument is
// ignored by fmax and fmin (C11 F.10.9.2); between zeros of opposite
// sign the second argument wins, as with glibc (maxsd, minsd), except
// in fminl, where glibc returns the first.  fdim reports an overflow
// of x - y with ERANGE.
#include <math.h>
#include "libm.h"

// A signaling NaN makes fmaxl and fminl return a quiet NaN (glibc, and
// ISO/IEC TS 18661-1), where a quiet one is ignored.
static int signaling(long double x) {
  union ldbits v = {x};
  return (v.i.se & 0x7fff) == 0x7fff && !(v.i.m >> 62 & 1) && (v.i.m << 1) != 0;
}

double fmax(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x > y ? x : y;
}

float fmaxf(float x, float y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x > y ? x : y;
}

long double fmaxl(long double x, long double y) {
  if (signaling(x) || signaling(y))
    return x + y;
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x > y ? x : y;
}

double fmin(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x < y ? x : y;
}

float fminf(float x, float y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x < y ? x : y;
}

long double fminl(long double x, long double y) {
  if (signaling(x) || signaling(y))
    return x + y;
  if (x != x)
    return y;
  if (y != y)
    return x;
  return x <= y ? x : y;
}

double fdim(double x, double y) {
  if (x <= y)
    return 0;
  volatile double r = x - y;
  if (isinf(r) && !isinf(x) && !isinf(y))
    errno = ERANGE;
  return r;
}

float fdimf(float x, float y) {
  if (x <= y)
    return 0;
  volatile float r = x - y;
  if (isinf(r) && !isinf(x) && !isinf(y))
    errno = ERANGE;
  return r;
}

long double fdiml(long double x, long double y) {
  if (x <= y)
    return 0;
  volatile long double r = x - y;
  if (isinf(r) && !isinf(x) && !isinf(y))
    errno = ERANGE;
  return r;
}
