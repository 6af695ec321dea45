// complex_h.c — <complex.h> and the complex forms of <tgmath.h> in a
// safe program, against glibc: every function in each precision on a few
// values (printed to 6 digits: complex_cmp measures the ulps), CMPLX and
// I, and Annex G's special values that have one right answer.
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <tgmath.h>

static void show(const char *what, long double complex z) {
  printf("%s = %.6Lg %+.6Lgi\n", what, creall(z), cimagl(z));
}

int main(void) {
  double complex z = CMPLX(0.75, -1.25);
  float complex fz = CMPLXF(-2.5f, 0.5f);
  long double complex lz = CMPLXL(1.5L, 3.0L);
  show("cexp", cexp(z));
  show("clog", clog(z));
  show("csqrt", csqrt(z));
  show("cpow", cpow(z, 1.5 + 0.5 * I));
  show("csin", csin(z));
  show("ccos", ccos(z));
  show("ctan", ctan(z));
  show("csinh", csinh(z));
  show("ccosh", ccosh(z));
  show("ctanh", ctanh(z));
  show("casin", casin(z));
  show("cacos", cacos(z));
  show("catan", catan(z));
  show("casinh", casinh(z));
  show("cacosh", cacosh(z));
  show("catanh", catanh(z));
  show("cprojf", cprojf(fz));
  show("conjf", conjf(fz));
  show("cexpf", cexpf(fz));
  show("clogf", clogf(fz));
  show("catanhf", catanhf(fz));
  show("cexpl", cexpl(lz));
  show("casinl", casinl(lz));
  show("cpowl", cpowl(lz, 2));
  printf("cabs %.6g cargf %.6g cimagl %.6Lg crealf %.6g\n", cabs(z), (double)cargf(fz), cimagl(lz),
         (double)crealf(fz));
  // tgmath picks the complex function for a complex argument.
  show("exp(z)", exp(z));
  show("sqrt(fz)", sqrt(fz));
  show("log(lz)", log(lz));
  printf("fabs(z) %.6g, pow real %.6g, sizeof exp(fz) %zu\n", fabs(z), pow(2.0, 0.5), sizeof exp(fz));
  // Special values C11 Annex G.6 fixes.
  show("cexp(-inf + 0i)", cexp(CMPLX(-INFINITY, 0.0)));
  show("clog(-0 + 0i)", clog(CMPLX(-0.0, 0.0)));
  show("csqrt(-4 + 0i)", csqrt(CMPLX(-4.0, 0.0)));
  show("csqrt(-4 - 0i)", csqrt(CMPLX(-4.0, -0.0)));
  show("cproj(inf - 3i)", cproj(CMPLX(INFINITY, -3.0)));
  show("catanh(1 + 0i)", catanh(CMPLX(1.0, 0.0)));
  show("cacos(2 + 0i)", cacos(CMPLX(2.0, 0.0)));
  show("cacos(2 - 0i)", cacos(CMPLX(2.0, -0.0)));
  show("casinh(0 + 2i)", casinh(CMPLX(0.0, 2.0)));
  return 0;
}
