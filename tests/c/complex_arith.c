// Arithmetic on complex values (C11 6.5.5-6.5.9, Annex G), as gcc does it
// without -ffast-math: + - * / on two complex values, on a complex and a
// real (which takes part as a real: no product with a zero imaginary
// part), and on integers; == and !=, unary - and + and ! and GNU's ~
// (the conjugate); conversions by assignment, initialization, casts,
// arguments and return values, between the three precisions and to and
// from real types and _Bool; compound assignments; imaginary constants
// and __builtin_complex.  Products and quotients of exact values are
// checked exactly; infinite and NaN operands must give what Annex G
// asks (an infinite operand makes an infinite product, a nonzero value
// divided by zero is infinite, a finite value divided by an infinite one
// is zero), which a naive product or quotient gets wrong.
// Each operand is evaluated once (counted through a function).
// abi-split
#include "test.h"
#include <math.h>

typedef double _Complex dcomplex;
typedef float _Complex fcomplex;
typedef long double _Complex lcomplex;

dcomplex scale_d(dcomplex z, double k);
fcomplex conj_f(fcomplex z);
lcomplex mul_l(lcomplex a, lcomplex b);
lcomplex make_l(long double re, long double im);
double sum_parts(int n, dcomplex a, fcomplex b, lcomplex c, double tail);

#if !defined(ABI_PART) || ABI_PART == 1
dcomplex scale_d(dcomplex z, double k) { return z * k; }
fcomplex conj_f(fcomplex z) { return ~z; }
lcomplex mul_l(lcomplex a, lcomplex b) { return a * b; }
lcomplex make_l(long double re, long double im) { return __builtin_complex(re, im); }
double sum_parts(int n, dcomplex a, fcomplex b, lcomplex c, double tail) {
  return n + __real__ a + __imag__ a + __real__ b + __imag__ b + (double)__real__ c +
         (double)__imag__ c + tail;
}
#endif

#if !defined(ABI_PART) || ABI_PART == 2
static int evaluations;

static dcomplex counted(dcomplex z) {
  evaluations++;
  return z;
}

#define CHECKC(re, im, z)      \
  do {                         \
    dcomplex z_ = (z);         \
    CHECKF(re, __real__ z_);   \
    CHECKF(im, __imag__ z_);   \
  } while (0)

static void exact_arithmetic(void) {
  dcomplex a = 1.0 + 2.0i, b = 3.0 - 4.0i;
  CHECKC(4, -2, a + b);
  CHECKC(-2, 6, a - b);
  CHECKC(11, 2, a * b);           // (1+2i)(3-4i) = 3 - 4i + 6i + 8
  CHECKC(-0.2, 0.4, a / b);       // (1+2i)/(3-4i) = (1+2i)(3+4i)/25
  CHECKC(3, -1, (4.0 + 2.0i) / (1.0 + 1.0i));
  CHECKC(2, 4, a * 2);            // an integer operand
  CHECKC(0.5, 1, a / 2.0);
  CHECKC(6, 2, 5 + a);
  CHECKC(4, -2, 5 - a);           // real - complex negates the imaginary part
  CHECKC(0.2, -0.4, 1 / a);       // real / complex: 1/(1+2i) = (1-2i)/5
  CHECKC(-1, -2, -a);
  CHECKC(1, 2, +a);
  CHECKC(1, -2, ~a);
  CHECK(1, a == 1.0 + 2.0i);
  CHECK(0, a == b);
  CHECK(1, a != b);
  CHECK(0, a != a);
  CHECK(1, (3.0 + 0.0i) == 3);    // against a real operand
  CHECK(0, (3.0 + 1.0i) == 3);
  CHECK(0, !a);
  CHECK(1, !(0.0 + 0.0i));
  CHECK(0, !(0.0 + 1.0i));        // ! looks at both parts

  dcomplex c = 2.0 + 1.0i;
  c += a;                         // 3 + 3i
  c *= b;                         // (3+3i)(3-4i) = 9 - 12i + 9i + 12 = 21 - 3i
  c -= 1;                         // 20 - 3i
  c /= 2.0i;                      // (20 - 3i)/(2i) = -1.5 - 10i
  CHECKC(-1.5, -10, c);
  dcomplex d = c++;               // ++ and -- add to the real part
  CHECKC(-1.5, -10, d);
  CHECKC(-0.5, -10, c);
  --c;
  CHECKC(-1.5, -10, c);
  evaluations = 0;
  c = counted(a) * counted(b) + counted(a) / 2;
  CHECK(3, evaluations);
  CHECKC(11.5, 3, c);
}

// Real constants initialize globals (their real parts).
static const dcomplex one = 1;
static fcomplex two_and_a_half = 2.5;
static lcomplex letter = 'a';

static void conversions(void) {
  CHECKC(1, 0, one);
  CHECKF(2.5f, __real__ two_and_a_half);
  CHECKF(0, __imag__ two_and_a_half);
  CHECKF(97.0L, __real__ letter);
  // A complex value is a scalar: a condition tests both parts.
  dcomplex only_imaginary = 2.0i, zero = 0;
  CHECK(1, only_imaginary ? 1 : 0);
  CHECK(0, zero ? 1 : 0);
  CHECK(1, only_imaginary && 1);
  CHECK(1, zero || only_imaginary);
  int taken = 0;
  if (only_imaginary)
    taken++;
  while (zero)
    taken += 10;
  CHECK(1, taken);
  dcomplex d = 3;                 // from an integer
  CHECKC(3, 0, d);
  d = 2.5f;                       // from a float
  CHECKC(2.5, 0, d);
  fcomplex f = 1.0 + 0.5i;        // double complex -> float complex
  CHECKF(1.0f, __real__ f);
  CHECKF(0.5f, __imag__ f);
  lcomplex l = f;                 // float complex -> long double complex
  CHECKF(1.0L, __real__ l);
  CHECKF(0.5L, __imag__ l);
  double r = 7.0 - 3.0i;          // complex -> real drops the imaginary part
  CHECKF(7, r);
  int n = (int)(9.75 + 1.0i);
  CHECK(9, n);
  _Bool b1 = 0.0 + 1.0i, b0 = 0.0 + 0.0i;  // _Bool tests both parts
  CHECK(1, b1);
  CHECK(0, b0);
  CHECK(1, (_Bool)(2.0 + 0.0i));
  dcomplex e = (dcomplex)4;       // casts
  CHECKC(4, 0, e);
  CHECKC(1, 0.5, (dcomplex)f);
  CHECKF(1.5f, (float)(1.5 + 2.0i));
  float _Complex fi = 2.5if;      // imaginary constants of each type
  CHECKF(0, __real__ fi);
  CHECKF(2.5f, __imag__ fi);
  long double _Complex li = 3.0iL;
  CHECKF(3.0L, __imag__ li);
  CHECKC(-4, 0, 2.0i * 2.0i);
  dcomplex m = __builtin_complex(1.5, -0.0);
  CHECKF(1.5, __real__ m);
  CHECK(1, signbit(__imag__ m) != 0);   // a negative zero survives, unlike 1.5 - 0.0i
  // The part type of a mixed operation is the wider of the two.
  CHECK(sizeof(dcomplex), sizeof(f * 2.0));
  CHECK(sizeof(fcomplex), sizeof(f * 2));
  CHECK(sizeof(lcomplex), sizeof(f + 1.0L));
  CHECK(sizeof(dcomplex), sizeof(2.0 + 1.0if));
}

static void special_values(void) {
  double inf = INFINITY, nan = NAN;
  dcomplex z = inf + nan * 1.0i;   // an infinity, whatever its other part
  z = __builtin_complex(inf, nan);
  dcomplex p = z * (1.0 + 1.0i);
  CHECK(1, isinf(__real__ p) || isinf(__imag__ p));
  p = (2.0 + 3.0i) * __builtin_complex(nan, inf);
  CHECK(1, isinf(__real__ p) || isinf(__imag__ p));
  dcomplex q = (1.0 + 1.0i) / (0.0 + 0.0i);   // nonzero / zero
  CHECK(1, isinf(__real__ q) || isinf(__imag__ q));
  q = (1.0 + 1.0i) / __builtin_complex(inf, nan);  // finite / infinite
  CHECKF(0, fabs(__real__ q));
  CHECKF(0, fabs(__imag__ q));
  q = __builtin_complex(inf, 1.0) / (2.0 + 1.0i);  // infinite / finite
  CHECK(1, isinf(__real__ q) || isinf(__imag__ q));
  // Huge but finite: the products overflow, the quotient must not.
  q = (1e300 + 1e300i) / (1e300 + 1e300i);
  CHECKC(1, 0, q);
  fcomplex fq = (1.0f + 2.0if) / (0.0f + 0.0if);
  CHECK(1, isinf(__real__ fq) || isinf(__imag__ fq));
  lcomplex lp = __builtin_complex((long double)inf, (long double)nan) * (1.0L + 1.0iL);
  CHECK(1, isinf(__real__ lp) || isinf(__imag__ lp));
}

static void calls(void) {
  CHECKC(3, -1.5, scale_d(2.0 - 1.0i, 1.5));
  fcomplex c = conj_f(1.0f + 4.0if);
  CHECKF(1.0f, __real__ c);
  CHECKF(-4.0f, __imag__ c);
  lcomplex m = mul_l(make_l(1, 2), make_l(3, -4));
  CHECKF(11.0L, __real__ m);
  CHECKF(2.0L, __imag__ m);
  CHECKF(1 + 3 + 4 + 0.5 + 0.25 + 7 + 8 + 0.125,
         sum_parts(1, 3.0 + 4.0i, 0.5f + 0.25if, 7.0L + 8.0iL, 0.125));
}

int main(void) {
  exact_arithmetic();
  conversions();
  special_values();
  calls();
  return 0;
}
#endif
