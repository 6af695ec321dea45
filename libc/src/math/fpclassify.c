// fpclassify.c — the functions behind the fpclassify macro and the quiet
// comparison macros (isgreater ...).  The comparisons widen both
// operands to long double, which is exact for every argument type, and
// test for NaN with x != x (a quiet comparison) first, so that no
// invalid exception is raised for a quiet NaN.
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

int __isunorderedl(long double x, long double y) {
  return x != x || y != y;
}

int __isgreaterl(long double x, long double y) {
  return !__isunorderedl(x, y) && x > y;
}

int __isgreaterequall(long double x, long double y) {
  return !__isunorderedl(x, y) && x >= y;
}

int __islessgreaterl(long double x, long double y) {
  return !__isunorderedl(x, y) && x != y;
}
