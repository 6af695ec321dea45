// sqrt.c — sqrt, sqrtf, sqrtl.  The square root is one correctly rounded
// instruction on every target (the compiler's __builtin_sqrt: sqrtsd,
// sqrtss or fsqrt on x86_64), which sets no errno; the domain error for a
// negative argument (EDOM) is handled here first.  A NaN returns itself, so the
// builtin never sees one (gcc's builtin would call sqrt again for a NaN
// result, to set errno).
#include <math.h>
#include "libm.h"

double sqrt(double x) {
  if (x != x)
    return x;
  if (x < 0)
    return __math_edom();
  return __builtin_sqrt(x);
}

float sqrtf(float x) {
  if (x != x)
    return x;
  if (x < 0)
    return (float)__math_edom();
  return __builtin_sqrtf(x);
}

long double sqrtl(long double x) {
  if (x != x)
    return x;
  if (x < 0)
    return __math_edom();
  return __builtin_sqrtl(x);
}
