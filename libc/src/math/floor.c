// floor.c — floor, ceil, trunc, round, lround and their float and long
// double forms, by clearing the fraction bits (exact, no arithmetic
// that could round).
#include <math.h>
#include <stdint.h>

// x with its fraction bits cleared (toward zero).
double trunc(double x) {
  union { double d; uint64_t u; } v = {x};
  int e = (int)((v.u >> 52) & 0x7ff) - 1023;
  if (e >= 52)
    return x;  // integral, inf or nan
  if (e < 0) {
    v.u &= 1ULL << 63;  // |x| < 1: a signed zero
    return v.d;
  }
  v.u &= ~((1ULL << (52 - e)) - 1);
  return v.d;
}

double floor(double x) {
  double t = trunc(x);
  return t > x ? t - 1 : t;
}

double ceil(double x) {
  double t = trunc(x);
  if (t < x)
    return t + 1;
  return t;
}

// Halfway cases away from zero.
double round(double x) {
  double t = trunc(x);
  if (x - t >= 0.5)
    return t + 1;
  if (t - x >= 0.5)
    return t - 1;
  return t;
}

long lround(double x) {
  return (long)round(x);
}

float floorf(float x) {
  return (float)floor(x);
}

float ceilf(float x) {
  return (float)ceil(x);
}

// long double: integral once the exponent reaches 63 bits of fraction.
static long double truncl(long double x) {
  union { long double v; struct { uint64_t m; uint16_t se; } b; } u;
  u.v = x;
  int e = (u.b.se & 0x7fff) - 16383;
  if (e >= 63)
    return x;
  if (e < 0) {
    u.b.m = 0;
    u.b.se &= 0x8000;
    return u.v;
  }
  u.b.m &= ~((1ULL << (63 - e)) - 1);
  return u.v;
}

long double floorl(long double x) {
  long double t = truncl(x);
  return t > x ? t - 1 : t;
}

long double ceill(long double x) {
  long double t = truncl(x);
  return t < x ? t + 1 : t;
}
