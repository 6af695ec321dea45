// fabs.c — fabs and copysign in the three precisions: the sign bit,
// nothing else (NaNs keep their payload).
#include <math.h>
#include "libm.h"

double fabs(double x) {
  union dbits v = {x};
  v.i &= ~(1ULL << 63);
  return v.f;
}

float fabsf(float x) {
  union fbits v = {x};
  v.i &= ~(1u << 31);
  return v.f;
}

long double fabsl(long double x) {
  union ldbits v = {x};
  v.i.se &= 0x7fff;
  return v.f;
}

double copysign(double x, double y) {
  union dbits a = {x}, b = {y};
  a.i = (a.i & ~(1ULL << 63)) | (b.i & (1ULL << 63));
  return a.f;
}

float copysignf(float x, float y) {
  union fbits a = {x}, b = {y};
  a.i = (a.i & ~(1u << 31)) | (b.i & (1u << 31));
  return a.f;
}

long double copysignl(long double x, long double y) {
  union ldbits a = {x}, b = {y};
  a.i.se = (uint16_t)((a.i.se & 0x7fff) | (b.i.se & 0x8000));
  return a.f;
}
