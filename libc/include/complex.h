/* complex.h - C11 7.3: complex arithmetic.  The compiler lowers the
   operators (src/parse_complex.c); these are the functions, each in
   float (f), double and long double (l) forms (libc/src/complex). */
#ifndef _COMPLEX_H
#define _COMPLEX_H

#define complex _Complex
#define _Complex_I (__builtin_complex(0.0f, 1.0f))
#define I _Complex_I

#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#define CMPLXL(x, y) __builtin_complex((long double)(x), (long double)(y))

#define __CDECL(name, T) \
  T _Complex name(T _Complex); \
  float _Complex name##f(float _Complex); \
  long double _Complex name##l(long double _Complex);

__CDECL(cacos, double)
__CDECL(casin, double)
__CDECL(catan, double)
__CDECL(ccos, double)
__CDECL(csin, double)
__CDECL(ctan, double)
__CDECL(cacosh, double)
__CDECL(casinh, double)
__CDECL(catanh, double)
__CDECL(ccosh, double)
__CDECL(csinh, double)
__CDECL(ctanh, double)
__CDECL(cexp, double)
__CDECL(clog, double)
__CDECL(csqrt, double)
__CDECL(conj, double)
__CDECL(cproj, double)
#undef __CDECL

double _Complex cpow(double _Complex, double _Complex);
float _Complex cpowf(float _Complex, float _Complex);
long double _Complex cpowl(long double _Complex, long double _Complex);
double cabs(double _Complex);
float cabsf(float _Complex);
long double cabsl(long double _Complex);
double carg(double _Complex);
float cargf(float _Complex);
long double cargl(long double _Complex);
double creal(double _Complex);
float crealf(float _Complex);
long double creall(long double _Complex);
double cimag(double _Complex);
float cimagf(float _Complex);
long double cimagl(long double _Complex);

#endif
