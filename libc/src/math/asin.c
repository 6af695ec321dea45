// asin.c — asin, acos (through atan2 and an exact square root), and the
// hyperbolic functions, cbrt, hypot, exp2, expm1, log1p: short formulas
// in long double, within about an ulp of the correctly rounded result.
#include <math.h>
#include "libm.h"

double asin(double x) {
  if (x != x || fabs(x) > 1)
    return x != x ? x : __invalid();
  if (fabs(x) < 0x1p-27)
    return x;
  return atan2(x, sqrt((1 - x) * (1 + x)));
}

double acos(double x) {
  if (x != x || fabs(x) > 1)
    return x != x ? x : __invalid();
  return atan2(sqrt((1 - x) * (1 + x)), x);
}

double sinh(double x) {
  if (fabs(x) < 0x1p-27 || x != x)
    return x;
  if (fabs(x) < 0.5) {  // the series avoids cancellation
    long double x2 = (long double)x * x, term = x, sum = x;
    for (int n = 2; n < 30; n += 2) {
      term *= x2 / (n * (n + 1));
      sum += term;
    }
    return (double)sum;
  }
  long double e = __expl(fabs(x));
  long double r = (e - 1 / e) / 2;
  return (double)(x < 0 ? -r : r);
}

double cosh(double x) {
  long double e = __expl(fabs(x));
  return (double)((e + 1 / e) / 2);
}

double tanh(double x) {
  if (fabs(x) < 0x1p-27 || x != x)
    return x;
  if (fabs(x) > 23)
    return x < 0 ? -1 : 1;
  return (double)((long double)sinh(x) / cosh(x));
}

double exp2(double x) {
  return (double)__expl(x * 0.693147180559945309417232121458176568L);
}

double expm1(double x) {
  if (fabs(x) < 0.35) {
    long double term = x, sum = x;
    for (int n = 2; n < 25; n++) {
      term *= (long double)x / n;
      sum += term;
    }
    return (double)sum;
  }
  return (double)(__expl(x) - 1);
}

double log1p(double x) {
  if (fabs(x) < 0x1p-27 || x != x)
    return x;
  long double u = 1 + (long double)x;
  if (u == 1)
    return x;
  // log(u) * x / (u - 1) corrects the rounding of 1 + x.
  return (double)(__logl(u) * x / (u - 1));
}

double cbrt(double x) {
  if (x == 0 || x != x || fabs(x) > __DBL_MAX__)
    return x;
  long double a = fabs(x);
  long double y = __expl(__logl(a) / 3);
  y = y - (y * y * y - a) / (3 * y * y);  // one Newton step
  return (double)(x < 0 ? -y : y);
}

double hypot(double x, double y) {
  if (fabs(x) > __DBL_MAX__ || fabs(y) > __DBL_MAX__)
    return __builtin_inf();
  if (x != x || y != y)
    return x + y;
  long double a = fabs(x), b = fabs(y);
  return (double)sqrtl(a * a + b * b);
}
