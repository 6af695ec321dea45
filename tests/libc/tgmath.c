// tgmath.c — <tgmath.h>: each macro picks the function of its
// argument's type (the result's size shows which), and computes the
// same values as glibc's.
#include <stdio.h>
#include <tgmath.h>

int main(void) {
  float f = 2;
  double d = 2;
  long double l = 2;
  int q;
  printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof sqrt(f), sizeof sqrt(d), sizeof sqrt(l),
         sizeof sqrt(2), sizeof pow(f, l), sizeof fma(f, f, f), sizeof atan2(d, f));
  printf("%.9g %.17g %.20Lg\n", (double)sqrt(f), sqrt(d), sqrt(l));
  float r = remquo(f, 1.5f, &q);
  printf("%g %d %g %ld %g %La\n", (double)r, q, (double)ldexp(f, 3), lround(l),
         (double)floor(-f / 3), nextafter(l, 3.0L));
  printf("%.6g %.15g %.18Lg\n", (double)exp(f), exp(d), exp(l));
  return 0;
}
