// floor.c — trunc, floor, ceil, round, lround, llround in the three
// precisions, by clearing fraction bits (exact: nothing here rounds).
// A float is handled as the double it converts to exactly.
#include <limits.h>
#include <math.h>
#include "libm.h"

// x with its fraction bits cleared (toward zero).
double trunc(double x) {
  union dbits v = {x};
  int e = (int)((v.i >> 52) & 0x7ff) - 1023;
  if (e >= 52)
    return x;  // integral, inf or nan
  if (e < 0) {
    v.i &= 1ULL << 63;  // |x| < 1: a signed zero
    return v.f;
  }
  v.i &= ~((1ULL << (52 - e)) - 1);
  return v.f;
}

long double truncl(long double x) {
  union ldbits u = {x};
  int e = (u.i.se & 0x7fff) - 16383;
  if (e >= 63)
    return x;
  if (e < 0) {
    u.i.m = 0;
    u.i.se &= 0x8000;
    return u.f;
  }
  u.i.m &= ~((1ULL << (63 - e)) - 1);
  return u.f;
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

// Halfway cases away from zero.  x - t is exact (same binade).
double round(double x) {
  double t = trunc(x);
  if (x - t >= 0.5)
    return t + 1;
  if (t - x >= 0.5)
    return t - 1;
  return t;
}

long double floorl(long double x) {
  long double t = truncl(x);
  return t > x ? t - 1 : t;
}

long double ceill(long double x) {
  long double t = truncl(x);
  return t < x ? t + 1 : t;
}

long double roundl(long double x) {
  long double t = truncl(x);
  if (x - t >= 0.5L)
    return t + 1;
  if (t - x >= 0.5L)
    return t - 1;
  return t;
}

float truncf(float x) { return (float)trunc(x); }
float floorf(float x) { return (float)floor(x); }
float ceilf(float x) { return (float)ceil(x); }
float roundf(float x) { return (float)round(x); }

// The conversion to a 64-bit integer: out of range (or NaN) gives
// LLONG_MIN, the value the x86_64 conversion instructions produce and
// glibc returns; C leaves it unspecified.
static long long to_llong(long double r) {
  if (!(r >= -0x1p63L && r < 0x1p63L))
    return LLONG_MIN;
  return (long long)r;
}

long lround(double x) { return to_llong(round(x)); }
long lroundf(float x) { return to_llong(round(x)); }
long lroundl(long double x) { return to_llong(roundl(x)); }
long long llround(double x) { return to_llong(round(x)); }
long long llroundf(float x) { return to_llong(round(x)); }
long long llroundl(long double x) { return to_llong(roundl(x)); }
