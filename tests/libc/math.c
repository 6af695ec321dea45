// math.c — math.h and fenv.h: the exact functions printed in hex (in
// every rounding mode where it matters), the others to 14 significant
// digits (they may differ from glibc's in the last bit), errno after
// domain, pole and range errors, and the floating-point environment.
#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

// The exact functions in every rounding mode, printed in hex.
static void rounding_modes(void) {
  static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
  static const double xs[] = {2.5, -2.5, 3.5, 0.5, -0.5, 1e15 + 0.3, -7.75, 0x1p52 + 1};
  for (int m = 0; m < 4; m++) {
    int set = fesetround(modes[m]);
    printf("mode %d: fegetround %d\n", set, fegetround() == modes[m]);
    for (int i = 0; i < 8; i++) {
      double x = xs[i];
      printf("  %a: rint %a nearbyint %a lrint %ld llrint %lld rintf %a rintl %La\n", x, rint(x),
             nearbyint(x), lrint(x), llrint(x), rintf((float)x), rintl(x));
    }
    // volatile operands: gcc would fold these calls in round-to-nearest
    volatile double a = 0x1.0000000000001p0, b = 1 + 0x1p-52, c = 1 - 0x1p-53, one = 1;
    volatile float af = 1 + 0x1p-23f;
    volatile long double al = 1 + 0x1p-63L, big = LDBL_MAX;
    printf("  fma %a %a %a\n", fma(a, a, -one), fma(b, c, -one), fma(0x1p-1022 * one, 0x1p-30, 0x1p-1074));
    printf("  fmaf %a fmal %La %La\n", fmaf(af, af, -1), fmal(al, al, -1), fmal(big, 2, -big));
    printf("  sqrt %a %a %La div %a\n", sqrt(2 * one), (double)sqrtf(3 * af), sqrtl(5 * al), one / 3);
  }
  fesetround(FE_TONEAREST);
}

static void exact_functions(void) {
  static const double xs[] = {0.0, -0.0, 1.5, -1.5, 5e-324, 2.2250738585072014e-308, 1e300, -7.0,
                              123.456, 0.1};
  for (int i = 0; i < 10; i++) {
    double x = xs[i];
    int q, ql, e;
    // one call per statement: gcc and safecc evaluate arguments in
    // different orders
    double rq = remquo(x, 0.7, &q);
    long double rql = remquol(x, -0.3L, &ql);
    printf("%a: remainder %a remquo %a q %d fmodl %La remquol %La q %d\n", x, remainder(x, 0.7),
           rq, q, fmodl(x, 0.3L), rql, ql);
    printf("  nextafter %a %a nexttowardf %a nextafterl %La\n", nextafter(x, 1),
           nextafter(x, -INFINITY), nexttowardf((float)x, 1e40L), nextafterl(x, 0));
    long double fr = frexpl(x, &e);
    printf("  ilogb %d logb %a scalbn %a scalblnl %La ldexpf %a frexpl %La %d\n",
           ilogb(x == 0 ? 1 : x), logb(x == 0 ? 1 : x), scalbn(x, -1060), scalblnl(x, 40000L),
           ldexpf((float)x, 100), fr, e);
    // (fmax and fmin of zeros of both signs are left out: gcc's builtins
    // and glibc's functions disagree on them)
    printf("  fdim %a fmax %a fminl %La copysignl %La truncl %La roundf %a lroundl %ld\n",
           fdim(x, 1), fmax(x, -x + 1), fminl(x, -x - 1), copysignl(3, x), truncl(x * 3),
           roundf((float)x), lroundl(x * 3));
    long double ip, fp = modfl(x * 3, &ip);
    printf("  modfl %La %La hypot %a classes %d %d %d %d %d\n", fp, ip, hypot(x, 3),
           fpclassify(x), fpclassify((float)x), fpclassify((long double)x),
           isnormal((float)x) != 0, signbit((long double)x) != 0);
  }
  printf("nan %a %d %d %d\n", nan(""), isnan(nanf("1")) != 0, isnan(nanl("")) != 0,
         fpclassify(nanl("")) == FP_NAN);
  printf("compare %d %d %d %d %d %d\n", isgreater(1.0, NAN), isless(1.0f, 2.0L),
         islessequal(2.0, 2.0), islessgreater(NAN, 1.0), isunordered(1.0L, NAN),
         isgreaterequal(-0.0, 0.0));
  printf("FP_ILOGB0 %d %d math_errhandling %d\n", ilogb(0) == FP_ILOGB0, ilogb(NAN) == FP_ILOGBNAN,
         math_errhandling);
}

// errno on domain, pole and range errors, as glibc sets it.
static void errors(void) {
  struct { const char *what; double v; } cases[8];
  errno = 0; cases[0].what = "sqrt(-1)"; cases[0].v = sqrt(-1);
  printf("%s errno %d\n", cases[0].what, errno == EDOM);
  errno = 0; double v = log(0); printf("log(0) %g errno %d\n", v, errno == ERANGE);
  errno = 0; v = exp(1000); printf("exp(1000) %g errno %d\n", v, errno == ERANGE);
  errno = 0; v = exp(-1000); printf("exp(-1000) %g errno %d\n", v, errno == ERANGE);
  errno = 0; v = pow(-2, 0.5); printf("pow(-2, 0.5) nan %d errno %d\n", isnan(v) != 0, errno == EDOM);
  errno = 0; v = tgamma(-1); printf("tgamma(-1) nan %d errno %d\n", isnan(v) != 0, errno == EDOM);
  errno = 0; v = lgamma(-2); printf("lgamma(-2) %g errno %d\n", v, errno == ERANGE);
  errno = 0; v = fmod(1, 0); printf("fmod(1, 0) nan %d errno %d\n", isnan(v) != 0, errno == EDOM);
  errno = 0; long double l = acosl(2); printf("acosl(2) nan %d errno %d\n", isnan(l) != 0, errno == EDOM);
  errno = 0; float f = expf(100); printf("expf(100) %g errno %d\n", f, errno == ERANGE);
  errno = 0; v = ldexp(1, 5000); printf("ldexp %g errno %d\n", v, errno == ERANGE);
  (void)cases;
}

// The floating-point environment: flags, masks, saved environments.
static void environment(void) {
  feclearexcept(FE_ALL_EXCEPT);
  volatile double zero = 0, one = 1;
  volatile double r = one / zero;
  printf("divbyzero %d inexact %d\n", fetestexcept(FE_DIVBYZERO) != 0, fetestexcept(FE_INEXACT) != 0);
  r = one / 3;
  printf("inexact %d\n", fetestexcept(FE_INEXACT) != 0);
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  feclearexcept(FE_ALL_EXCEPT);
  printf("cleared %d\n", fetestexcept(FE_ALL_EXCEPT));
  fesetexceptflag(&saved, FE_DIVBYZERO);
  printf("restored %d\n", fetestexcept(FE_ALL_EXCEPT) == FE_DIVBYZERO);
  feraiseexcept(FE_OVERFLOW | FE_INEXACT);
  printf("raised %d\n", fetestexcept(FE_OVERFLOW | FE_INEXACT) == (FE_OVERFLOW | FE_INEXACT));
  fenv_t env, env2;
  fegetenv(&env);
  fesetround(FE_UPWARD);
  feholdexcept(&env2);
  printf("held %d round %d\n", fetestexcept(FE_ALL_EXCEPT), fegetround() == FE_UPWARD);
  r = one / zero;
  feupdateenv(&env2);
  printf("updated %d round %d\n", fetestexcept(FE_DIVBYZERO) != 0, fegetround() == FE_UPWARD);
  fesetenv(&env);
  printf("env round %d\n", fegetround() == FE_TONEAREST);
  fesetround(FE_DOWNWARD);
  fesetenv(FE_DFL_ENV);
  printf("default round %d flags %d sizes %zu %zu\n", fegetround() == FE_TONEAREST,
         fetestexcept(FE_ALL_EXCEPT), sizeof(fenv_t), sizeof(fexcept_t));
  (void)r;
}

// The approximate functions in every precision, to 14 digits.
static void approximate(void) {
  static const double xs[] = {0.3, -0.7, 1.9, 12.5, -30.25, 0.001};
  for (int i = 0; i < 6; i++) {
    double x = xs[i];
    printf("%g: %.14g %.14g %.14g %.14g %.14g %.14g %.14g %.14g\n", x, expm1(x), log1p(fabs(x)),
           exp2(x), cbrt(x), sinh(x), cosh(x), tanh(x), asinh(x));
    printf("  %.14g %.14g %.14g %.14g %.14g %.14g %.14g\n", acosh(fabs(x) + 1),
           atanh(x / 40), erf(x), erfc(x), tgamma(x), lgamma(x), asin(x / 40));
    // float results to 6 digits: glibc's are not all correctly rounded
    // (tgammaf(0.3f) is 0x1.7eebbcp+1, the nearest float 0x1.7eebbap+1)
    printf("  %.6g %.6g %.6g %.6g %.6g %.6g\n", (double)expf((float)x),
           (double)logf(fabsf((float)x)), (double)sinf((float)x), (double)powf(2.5f, (float)x),
           (double)atan2f((float)x, 2), (double)tgammaf((float)x));
    printf("  %.16Lg %.16Lg %.16Lg %.16Lg %.16Lg %.16Lg\n", expl(x), logl(fabsl(x)), sinl(x),
           powl(2.5L, x), atan2l(x, 2), tgammal(x));
    lgamma(x);
    printf("  signgam %d\n", signgam);
  }
  printf("%.14g %.14g %.14Lg\n", sin(1e22), cos(1e300), sinl(1e4000L));
}

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
  rounding_modes();
  exact_functions();
  errors();
  environment();
  approximate();
  return 0;
}
