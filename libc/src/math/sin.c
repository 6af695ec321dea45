// sin.c — sin, cos, tan, atan, atan2.  Arguments are reduced modulo
// pi/2 in long double with pi/2 in three parts (good to about 2^-66 for
// |x| below 2^20; larger arguments lose accuracy), then Taylor series.
#include <math.h>
#include "libm.h"

static const long double PIO2_1 = 1.5707963267341256141662597656250L;
static const long double PIO2_2 = 6.07710050630396597660e-11L;
static const long double PIO2_3 = 2.02226624879595063154e-21L;
static const long double PIO2 = 1.57079632679489661923132169163975144L;

static long double sin_small(long double x) {  // |x| <= pi/4
  long double x2 = x * x, term = x, sum = x;
  for (int n = 2; n < 30; n += 2) {
    term *= -x2 / (n * (n + 1));
    sum += term;
  }
  return sum;
}

static long double cos_small(long double x) {
  long double x2 = x * x, term = 1, sum = 1;
  for (int n = 1; n < 30; n += 2) {
    term *= -x2 / (n * (n + 1));
    sum += term;
  }
  return sum;
}

// x = q * pi/2 + r, |r| <= pi/4; returns r and the quadrant q mod 4.
static long double reduce(long double x, int *quadrant) {
  long double q = x / PIO2;
  q = q < 0 ? -(long double)(long long)(-q + 0.5L) : (long double)(long long)(q + 0.5L);
  *quadrant = (int)((long long)q & 3);
  return ((x - q * PIO2_1) - q * PIO2_2) - q * PIO2_3;
}

double sin(double x) {
  if (x != x || fabs(x) > __DBL_MAX__)
    return x - x;
  if (fabs(x) < 0x1p-27)
    return x;
  int q;
  long double r = reduce(x, &q);
  long double s = (q & 1) ? cos_small(r) : sin_small(r);
  return (double)(q & 2 ? -s : s);
}

double cos(double x) {
  if (x != x || fabs(x) > __DBL_MAX__)
    return x - x;
  int q;
  long double r = reduce(x, &q);
  long double c = (q & 1) ? sin_small(r) : cos_small(r);
  return (double)((q == 1 || q == 2) ? -c : c);
}

double tan(double x) {
  if (x != x || fabs(x) > __DBL_MAX__)
    return x - x;
  if (fabs(x) < 0x1p-27)
    return x;
  int q;
  long double r = reduce(x, &q);
  long double s = sin_small(r), c = cos_small(r);
  return (double)((q & 1) ? -c / s : s / c);
}

// atan for |x| <= 1: halve the angle twice (atan x = 2 atan(x / (1 +
// sqrt(1 + x^2)))) to |x| < 0.2, then the series.
static long double atan_unit(long double x) {
  int doublings = 0;
  while (x > 0.2L || x < -0.2L) {
    long double h = 1 + x * x;
    long double s = sqrt((double)h);
    s = (s + h / s) / 2;  // one Newton step to long double accuracy
    x = x / (1 + s);
    doublings++;
  }
  long double x2 = x * x, term = x, sum = 0;
  for (int n = 1; n < 60; n += 2) {
    sum += term / n;
    term *= -x2;
  }
  while (doublings-- > 0)
    sum *= 2;
  return sum;
}

double atan(double x) {
  if (x != x || fabs(x) < 0x1p-27)
    return x;
  if (fabs(x) > 1) {
    long double r = PIO2 - atan_unit(1 / (long double)fabs(x));
    return (double)(x < 0 ? -r : r);
  }
  return (double)atan_unit(x);
}

double atan2(double y, double x) {
  if (x != x || y != y)
    return x + y;
  const long double PI = 2 * PIO2;
  if (x == 0 && y == 0)
    return signbit(x) ? copysign((double)PI, y) : y;
  if (fabs(x) > __DBL_MAX__ || fabs(y) > __DBL_MAX__) {
    long double r;
    if (fabs(x) > __DBL_MAX__ && fabs(y) > __DBL_MAX__)
      r = x > 0 ? PIO2 / 2 : 3 * PIO2 / 2;
    else if (fabs(y) > __DBL_MAX__)
      r = PIO2;
    else
      r = x > 0 ? 0 : PI;
    return copysign((double)r, y);
  }
  long double a;
  if (fabs(y) <= fabs(x))
    a = atan_unit((long double)y / x);
  else
    a = (y > 0 ? PIO2 : -PIO2) - atan_unit((long double)x / y);
  if (x < 0 && fabs(y) <= fabs(x))
    a += y < 0 || (y == 0 && signbit(y)) ? -PI : PI;
  return (double)a;
}
