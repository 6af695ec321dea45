// fabs.c — fabs, fabsf, fabsl, copysign: the sign bit, nothing else.
#include <math.h>
#include <stdint.h>

double fabs(double x) {
  union { double d; uint64_t u; } v = {x};
  v.u &= ~(1ULL << 63);
  return v.d;
}

float fabsf(float x) {
  union { float f; uint32_t u; } v = {x};
  v.u &= ~(1u << 31);
  return v.f;
}

long double fabsl(long double x) {
  return x < 0 || (x == 0 && signbit(x)) ? -x : x;
}

double copysign(double x, double y) {
  union { double d; uint64_t u; } a = {x}, b = {y};
  a.u = (a.u & ~(1ULL << 63)) | (b.u & (1ULL << 63));
  return a.d;
}
