// fmod.c — fmod, exact: the remainder of the significands by long
// division one bit at a time (the result of fmod is always representable).
#include <math.h>
#include "libm.h"
#include <stdint.h>

// x = m * 2^e with m a 53-bit integer (normalised; 0 when x is 0).
static uint64_t split(double x, int *e) {
  union { double d; uint64_t u; } v = {x};
  int be = (int)((v.u >> 52) & 0x7ff);
  uint64_t m = v.u & 0xfffffffffffffULL;
  if (be == 0) {
    be = 1;
    if (m)
      while (!(m >> 52)) {
        m <<= 1;
        be--;
      }
  } else {
    m |= 1ULL << 52;
  }
  *e = be - 1023 - 52;
  return m;
}

double fmod(double x, double y) {
  if (x != x || y != y || y == 0 || fabs(x) > __DBL_MAX__)
    return __invalid();
  if (fabs(y) > __DBL_MAX__ || fabs(x) < fabs(y))
    return x;
  int ex, ey;
  uint64_t mx = split(x, &ex), my = split(y, &ey);
  for (; ex > ey; ex--) {
    if (mx >= my)
      mx -= my;
    mx <<= 1;
  }
  if (mx >= my)
    mx -= my;
  // mx * 2^ey, rebuilt by exact scaling.
  double r = (double)mx;
  for (; ey < 0; ey++)
    r *= 0.5;  // exact while r stays normal or the result is subnormal
  for (; ey > 0; ey--)
    r *= 2;
  return x < 0 ? -r : r;
}
