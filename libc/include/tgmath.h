/* tgmath.h - C11 7.25: each macro picks the float, double or long
   double function, real or complex (<complex.h>), by _Generic on its
   arguments (an integer argument counts as double).  Two- and
   three-argument macros choose by the type of the arguments' sum, so a
   float with an integer selects the float function where C would take
   double. */
#ifndef _TGMATH_H
#define _TGMATH_H

#include <complex.h>
#include <math.h>

#define __tg1(fn, x) _Generic((x), float: fn##f, long double: fn##l, default: fn)(x)
#define __tg2(fn, x, y) \
  _Generic((x) + (y), float: fn##f, long double: fn##l, default: fn)((x), (y))
/* A function with a complex form cfn as well. */
#define __tgc1(fn, cfn, x)                                                        \
  _Generic((x), float: fn##f, long double: fn##l, float _Complex: cfn##f,       \
           double _Complex: cfn, long double _Complex: cfn##l, default: fn)(x)
#define __tgc2(fn, cfn, x, y)                                                     \
  _Generic((x) + (y), float: fn##f, long double: fn##l, float _Complex: cfn##f, \
           double _Complex: cfn, long double _Complex: cfn##l, default: fn)((x), (y))
/* A function with only a complex form (a real argument converts). */
#define __tgc(cfn, x)                                                            \
  _Generic((x), float: cfn##f, float _Complex: cfn##f, long double: cfn##l,     \
           long double _Complex: cfn##l, default: cfn)(x)
#define acos(x) __tgc1(acos, cacos, x)
#define asin(x) __tgc1(asin, casin, x)
#define atan(x) __tgc1(atan, catan, x)
#define acosh(x) __tgc1(acosh, cacosh, x)
#define asinh(x) __tgc1(asinh, casinh, x)
#define atanh(x) __tgc1(atanh, catanh, x)
#define cos(x) __tgc1(cos, ccos, x)
#define sin(x) __tgc1(sin, csin, x)
#define tan(x) __tgc1(tan, ctan, x)
#define cosh(x) __tgc1(cosh, ccosh, x)
#define sinh(x) __tgc1(sinh, csinh, x)
#define tanh(x) __tgc1(tanh, ctanh, x)
#define exp(x) __tgc1(exp, cexp, x)
#define exp2(x) __tg1(exp2, x)
#define expm1(x) __tg1(expm1, x)
#define log(x) __tgc1(log, clog, x)
#define log10(x) __tg1(log10, x)
#define log1p(x) __tg1(log1p, x)
#define log2(x) __tg1(log2, x)
#define logb(x) __tg1(logb, x)
#define cbrt(x) __tg1(cbrt, x)
#define fabs(x) __tgc1(fabs, cabs, x)
#define sqrt(x) __tgc1(sqrt, csqrt, x)
#define erf(x) __tg1(erf, x)
#define erfc(x) __tg1(erfc, x)
#define lgamma(x) __tg1(lgamma, x)
#define tgamma(x) __tg1(tgamma, x)
#define ceil(x) __tg1(ceil, x)
#define floor(x) __tg1(floor, x)
#define nearbyint(x) __tg1(nearbyint, x)
#define rint(x) __tg1(rint, x)
#define round(x) __tg1(round, x)
#define trunc(x) __tg1(trunc, x)
#define lrint(x) __tg1(lrint, x)
#define llrint(x) __tg1(llrint, x)
#define lround(x) __tg1(lround, x)
#define llround(x) __tg1(llround, x)
#define ilogb(x) __tg1(ilogb, x)
#define atan2(x, y) __tg2(atan2, x, y)
#define pow(x, y) __tgc2(pow, cpow, x, y)
#define hypot(x, y) __tg2(hypot, x, y)
#define fmod(x, y) __tg2(fmod, x, y)
#define remainder(x, y) __tg2(remainder, x, y)
#define copysign(x, y) __tg2(copysign, x, y)
#define nextafter(x, y) __tg2(nextafter, x, y)
#define fdim(x, y) __tg2(fdim, x, y)
#define fmax(x, y) __tg2(fmax, x, y)
#define fmin(x, y) __tg2(fmin, x, y)
#define frexp(x, e) _Generic((x), float: frexpf, long double: frexpl, default: frexp)((x), (e))
#define ldexp(x, n) _Generic((x), float: ldexpf, long double: ldexpl, default: ldexp)((x), (n))
#define scalbn(x, n) _Generic((x), float: scalbnf, long double: scalbnl, default: scalbn)((x), (n))
#define scalbln(x, n) \
  _Generic((x), float: scalblnf, long double: scalblnl, default: scalbln)((x), (n))
#define nexttoward(x, y) \
  _Generic((x), float: nexttowardf, long double: nexttowardl, default: nexttoward)((x), (y))
#define remquo(x, y, q) \
  _Generic((x) + (y), float: remquof, long double: remquol, default: remquo)((x), (y), (q))
#define fma(x, y, z) \
  _Generic((x) + (y) + (z), float: fmaf, long double: fmal, default: fma)((x), (y), (z))
#define carg(x) __tgc(carg, x)
#define cimag(x) __tgc(cimag, x)
#define conj(x) __tgc(conj, x)
#define cproj(x) __tgc(cproj, x)
#define creal(x) __tgc(creal, x)

#endif
