/* math.h - C11 7.12 (the commonly used part).  The classification macros
   are the compiler's builtins. */
#ifndef _MATH_H
#define _MATH_H

#define HUGE_VAL __builtin_huge_val()
#define HUGE_VALF __builtin_huge_valf()
#define HUGE_VALL __builtin_huge_vall()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)
#define isnormal(x) (fpclassify(x) == FP_NORMAL)
#define fpclassify(x) \
  (sizeof(x) == sizeof(float) ? __fpclassifyf(x) \
   : sizeof(x) == sizeof(double) ? __fpclassify(x) : __fpclassifyl(x))
#define isunordered(a, b) (isnan(a) || isnan(b))
#define isgreater(a, b) (!isunordered(a, b) && (a) > (b))
#define isgreaterequal(a, b) (!isunordered(a, b) && (a) >= (b))
#define isless(a, b) (!isunordered(a, b) && (a) < (b))
#define islessequal(a, b) (!isunordered(a, b) && (a) <= (b))
#define islessgreater(a, b) (!isunordered(a, b) && ((a) < (b) || (a) > (b)))

int __fpclassifyf(float);
int __fpclassify(double);
int __fpclassifyl(long double);

double fabs(double);
float fabsf(float);
long double fabsl(long double);
double floor(double);
float floorf(float);
long double floorl(long double);
double ceil(double);
float ceilf(float);
long double ceill(long double);
double trunc(double);
double round(double);
long lround(double);
double sqrt(double);
float sqrtf(float);
long double sqrtl(long double);
double fmod(double, double);
double pow(double, double);
double exp(double);
double log(double);
double log10(double);
double log2(double);
double sin(double);
double cos(double);
double tan(double);
double atan(double);
double atan2(double, double);
double asin(double);
double acos(double);
double sinh(double);
double cosh(double);
double tanh(double);
double exp2(double);
double expm1(double);
double log1p(double);
double cbrt(double);
double hypot(double, double);
double frexp(double, int *);
double ldexp(double, int);
double modf(double, double *);
double copysign(double, double);
double fmin(double, double);
double fmax(double, double);

#endif
