// fpclassify.c — the functions behind the fpclassify macro.
#include <math.h>

int __fpclassifyl(long double x) {
  if (x != x)
    return FP_NAN;
  if (x == 0)
    return FP_ZERO;
  long double a = x < 0 ? -x : x;
  if (a > __LDBL_MAX__)
    return FP_INFINITE;
  return a < __LDBL_MIN__ ? FP_SUBNORMAL : FP_NORMAL;
}

int __fpclassify(double x) {
  if (x != x)
    return FP_NAN;
  if (x == 0)
    return FP_ZERO;
  double a = fabs(x);
  if (a > __DBL_MAX__)
    return FP_INFINITE;
  return a < __DBL_MIN__ ? FP_SUBNORMAL : FP_NORMAL;
}

int __fpclassifyf(float x) {
  if (x != x)
    return FP_NAN;
  if (x == 0)
    return FP_ZERO;
  float a = fabsf(x);
  if (a > __FLT_MAX__)
    return FP_INFINITE;
  return a < __FLT_MIN__ ? FP_SUBNORMAL : FP_NORMAL;
}

double fmin(double a, double b) {
  if (a != a)
    return b;
  if (b != b)
    return a;
  return a < b ? a : b;
}

double fmax(double a, double b) {
  if (a != a)
    return b;
  if (b != b)
    return a;
  return a > b ? a : b;
}
