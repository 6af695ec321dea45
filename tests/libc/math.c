// math.c — math.h: the exact functions printed in hex, the others with
// 14 significant digits (they may differ from glibc's in the last bit).
#include <math.h>
#include <stdio.h>

int main(void) {
  double xs[] = {0.0, -0.0, 0.5, 1.0, 2.0, 2.5, -2.5, 3.7, -3.7, 10.0, 1e10, 1e-10, 123.456,
                 -0.3, 1e300, 5e-324, 0.1, 7.0, 100.0, 1e22};
  for (int i = 0; i < 20; i++) {
    double x = xs[i];
    printf("%g: sqrt %a floor %a ceil %a trunc %a round %a fabs %a\n", x, sqrt(fabs(x)),
           floor(x), ceil(x), trunc(x), round(x), fabs(x));
    int e;
    double m = frexp(x, &e);
    double ip, fp = modf(x, &ip);
    printf("  frexp %a %d ldexp %a modf %a %a fmod %a\n", m, e, ldexp(x, 3), fp, ip,
           fmod(x, 0.75));
    printf("  exp %.14g log %.14g log10 %.14g log2 %.14g\n", exp(x / 100), log(fabs(x) + 1),
           log10(fabs(x) + 1), log2(fabs(x) + 1));
    printf("  sin %.14g cos %.14g tan %.14g atan %.14g atan2 %.14g pow %.14g\n", sin(fmod(x, 1e5)),
           cos(fmod(x, 1e5)), tan(fmod(x, 1e6)), atan(x), atan2(x, -1.5), pow(fabs(x) / 10 + 0.5, 1.7));
  }
  printf("%g %g %g %g\n", pow(2, 10), pow(-2, 3), pow(0, -1), pow(-8, 1.0 / 3));
  printf("%g %g %g\n", sqrt(-1), log(-1), log(0));
  printf("%d %d %d %d %d\n", !!isnan(NAN), !!isinf(-INFINITY), !!isfinite(1.0), signbit(-0.0) != 0,
         fpclassify(5e-324) == FP_SUBNORMAL);
  printf("%Lg %a %a\n", sqrtl(2.0L), sqrtf(2.0f), copysign(3.0, -0.0));
  return 0;
}
