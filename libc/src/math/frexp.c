// frexp.c — frexp, ldexp, modf: exponent surgery, exact.
#include <math.h>
#include <stdint.h>

double frexp(double x, int *e) {
  union { double d; uint64_t u; } v = {x};
  int be = (int)((v.u >> 52) & 0x7ff);
  *e = 0;
  if (x == 0 || be == 0x7ff)
    return x;
  if (be == 0) {  // subnormal: scale into the normal range first
    v.d = x * 0x1p64;
    be = (int)((v.u >> 52) & 0x7ff);
    *e = -64;
  }
  *e += be - 1022;
  v.u = (v.u & ~(0x7ffULL << 52)) | (1022ULL << 52);
  return v.d;
}

// x * 2^n in steps that are each exact or the final rounding.
double ldexp(double x, int n) {
  while (n > 1000) {
    x *= 0x1p1000;
    n -= 1000;
    if (x > __DBL_MAX__ || x < -__DBL_MAX__)
      return x;
  }
  while (n < -1000) {
    x *= 0x1p-1000;
    n += 1000;
    if (x == 0)
      return x;
  }
  if (n < -1022) {  // two steps, so that only the last one rounds
    x *= 0x1p-1022;
    n += 1022;
  }
  union { double d; uint64_t u; } p;
  p.u = (uint64_t)(n + 1023) << 52;
  return x * p.d;
}

double modf(double x, double *ip) {
  double t = trunc(x);
  *ip = t;
  if (fabs(x) > __DBL_MAX__)
    return copysign(0.0, x);
  return copysign(x - t, x);
}
