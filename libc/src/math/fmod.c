// fmod.c — fmod, remainder, remquo in the three precisions, exact: the
// significands are divided by shift-and-subtract on 64-bit integers (the
// result of all three is always representable).  A double or float is
// exact as a long double, so one long double routine serves all.
#include <math.h>
#include "libm.h"

// |x| = m * 2^e with m a 64-bit integer, top bit set (x finite, nonzero).
static uint64_t split(long double x, int *e) {
  union ldbits v = {x};
  int be = v.i.se & 0x7fff;
  uint64_t m = v.i.m;
  if (be == 0) {  // subnormal: normalise
    be = 1;
    while (!(m >> 63)) {
      m <<= 1;
      be--;
    }
  }
  *e = be - 16383 - 63;
  return m;
}

// The remainder of finite x by finite nonzero y: truncated quotient
// (fmod) or nearest with ties to even (remainder).  The low three bits
// of the quotient's magnitude go to *quo, with the quotient's sign.
static long double rem(long double x, long double y, int nearest, int *quo) {
  long double ax = fabsl(x), ay = fabsl(y), r;
  unsigned q = 0;
  int ex, ey;
  if (ax < ay) {
    r = ax;
  } else {
    uint64_t mx = split(ax, &ex), my = split(ay, &ey);
    if (mx >= my) {
      mx -= my;
      q = 1;
    }
    while (ex > ey) {  // invariant: mx < my
      int carry = (int)(mx >> 63);
      mx <<= 1;
      ex--;
      q <<= 1;
      if (carry || mx >= my) {
        mx -= my;  // wraps to the right value when carry is set
        q |= 1;
      }
    }
    r = __scalbnl((long double)mx, ey);  // exact: a multiple of y's ulp below y
  }
  if (nearest && (r > ay - r || (r == ay - r && (q & 1)))) {
    r -= ay;  // exact (Sterbenz): ay/2 <= r < ay
    q++;
  }
  if (quo) {
    int n = (int)(q & 7);
    *quo = signbit(x) != signbit(y) ? -n : n;
  }
  return signbit(x) ? -r : r;
}

// fmod(inf, y) and fmod(x, 0) are domain errors (EDOM, invalid).
long double fmodl(long double x, long double y) {
  if (x != x || y != y)
    return x + y;
  if (isinf(x) || y == 0)
    return __math_edom();
  if (isinf(y) || x == 0)
    return x;
  return rem(x, y, 0, 0);
}

double fmod(double x, double y) { return (double)fmodl(x, y); }
float fmodf(float x, float y) { return (float)fmodl(x, y); }

// remquo's invalid cases set no errno (glibc); remainder's do.
long double remquol(long double x, long double y, int *quo) {
  *quo = 0;
  if (x != x || y != y)
    return x + y;
  if (isinf(x) || y == 0)
    return __invalidl();
  if (isinf(y))
    return x;
  return rem(x, y, 1, quo);
}

double remquo(double x, double y, int *quo) { return (double)remquol(x, y, quo); }
float remquof(float x, float y, int *quo) { return (float)remquol(x, y, quo); }

long double remainderl(long double x, long double y) {
  int q;
  if (isinf(x) || y == 0)
    return x != x || y != y ? x + y : __math_edom();
  return remquol(x, y, &q);
}

double remainder(double x, double y) { return (double)remainderl(x, y); }
float remainderf(float x, float y) { return (float)remainderl(x, y); }
