// bessel.c — Bessel functions of integer order, of the first kind (J)
// and the second (Y): XSI's j0 j1 jn y0 y1 yn and glibc's float and long
// double forms.  Everything is computed in long double, by the range of x:
//   x < 2        the power series (Y's with its logarithm);
//   2 <= x < 25  Miller's backward recurrence, which gives J_0, J_1, ...
//                up to a common factor that J_0 + 2 (J_2 + J_4 + ...) = 1
//                fixes, and Neumann's series for Y_0 and Y_1 over them;
//   x >= 25      Hankel's asymptotic expansions, with the phase from sinl
//                and cosl (which reduce any argument exactly).
// Higher orders come by recurrence: forward for Y, and for J while the
// order is at most x; backward (Miller) above that.  Near a zero of a
// function the error is small against the function's size there,
// sqrt(2 / (pi x)), not against the value (docs/math-accuracy.md).
#include <math.h>
#include "libm.h"

static const long double TWO_OVER_PI = 0.636619772367581343075535053490057448L;
static const long double EULER_GAMMA = 0.577215664901532860606512090082402431L;
static const long double LN2 = 0.693147180559945309417232121458176568L;
static const long double SQRT1_2 = 0.707106781186547524400844362104849039L;

// ln(x / 2) + Euler's gamma, without halving a tiny x to zero.
static long double log_half_x_gamma(long double x) {
  return logl(x) - LN2 + EULER_GAMMA;
}

// x in (0, 2): J_0, J_1 by their power series in t = x^2/4, and
//   Y_0 = 2/pi (l J_0 - sum (-t)^k H_k / k!^2),
//   Y_1 = 2/pi (l J_1 - 1/x) - x/(2 pi) sum (-t)^k (H_k + H_(k+1)) / (k! (k+1)!),
// with l = ln(x/2) + gamma and H_k the harmonic numbers.
static void by_series(long double x, long double r[4]) {
  long double t = x * x / 4, term0 = 1, term1 = 1, h = 0;
  long double j0 = 1, j1 = 1, s0 = 0, s1 = 1;
  for (int k = 1; k < 30; k++) {
    term0 *= -t / ((long double)k * k);
    term1 *= -t / ((long double)k * (k + 1));
    h += 1.0L / k;
    j0 += term0;
    j1 += term1;
    s0 -= h * term0;
    s1 += (2 * h + 1.0L / (k + 1)) * term1;
  }
  long double l = log_half_x_gamma(x);
  j1 *= x / 2;
  r[0] = j0;
  r[1] = j1;
  r[2] = TWO_OVER_PI * (l * j0 + s0);
  r[3] = TWO_OVER_PI * (l * j1 - 1 / x) - TWO_OVER_PI * (x / 4) * s1;
}

// x in [2, 25): Miller's recurrence f_(k-1) = (2k/x) f_k - f_(k+1) from
// far above x, where J is negligible, down to f_0, and Neumann's series
//   Y_0 = 2/pi (l J_0 - 2 sum (-1)^m J_2m / m),
//   Y_1 = 2/pi (l J_1 - J_0/x + sum (-1)^m (J_(2m-1) - J_(2m+1)) / m).
static void by_recurrence(long double x, long double r[4]) {
  int top = 2 * ((int)(x / 2) + 32);
  long double above = 0, f = 0x1p-100L, below;  // f_(k+1), f_k, f_(k-1)
  long double sum = 0, n0 = 0, n1 = 0;
  for (int k = top; k >= 1; k--) {
    below = 2 * k / x * f - above;
    if (k % 2 == 0) {
      int m = k / 2;
      long double sign = m % 2 ? -1 : 1;
      sum += 2 * f;
      n0 += sign * f / m;
      n1 += sign * (below - above) / m;
    }
    above = f;
    f = below;
  }
  sum += f;
  long double l = log_half_x_gamma(x), j0 = f / sum, j1 = above / sum;
  r[0] = j0;
  r[1] = j1;
  r[2] = TWO_OVER_PI * (l * j0 - 2 * n0 / sum);
  r[3] = TWO_OVER_PI * (l * j1 - j0 / x + n1 / sum);
}

// Hankel's P and Q of order nu (0 or 1) at x >= 25: the asymptotic
// series sum (-1)^k a_2k / x^2k and sum (-1)^k a_(2k+1) / x^(2k+1), with
// a_j = (4nu^2 - 1^2) (4nu^2 - 3^2) ... (4nu^2 - (2j-1)^2) / (j! 8^j),
// summed while the terms fall.
static void hankel(int nu, long double x, long double *p, long double *q) {
  long double mu = 4.0L * nu * nu, term = 1, last = 2;
  *p = 1;
  *q = 0;
  for (int j = 1; j < 80; j++) {
    long double odd = 2 * j - 1;
    term *= (mu - odd * odd) / (j * 8 * x);
    if (fabsl(term) >= last || fabsl(term) < 0x1p-72L)
      break;
    last = fabsl(term);
    if (j % 2)
      *q += j % 4 == 1 ? term : -term;
    else
      *p += j % 4 == 0 ? term : -term;
  }
}

// x >= 25: J = A (P cos chi - Q sin chi), Y = A (P sin chi + Q cos chi),
// A = sqrt(2 / (pi x)), chi = x - pi/4 for order 0 and x - 3pi/4 for 1.
static void by_hankel(long double x, long double r[4]) {
  long double s = sinl(x), c = cosl(x), a = sqrtl(TWO_OVER_PI / x), p, q;
  long double cos_chi = (c + s) * SQRT1_2, sin_chi = (s - c) * SQRT1_2;
  hankel(0, x, &p, &q);
  r[0] = a * (p * cos_chi - q * sin_chi);
  r[2] = a * (p * sin_chi + q * cos_chi);
  cos_chi = (s - c) * SQRT1_2;
  sin_chi = -(s + c) * SQRT1_2;
  hankel(1, x, &p, &q);
  r[1] = a * (p * cos_chi - q * sin_chi);
  r[3] = a * (p * sin_chi + q * cos_chi);
}

// J_0, J_1, Y_0, Y_1 at a finite x > 0.
static void bessel01(long double x, long double r[4]) {
  if (x < 2)
    by_series(x, r);
  else if (x < 25)
    by_recurrence(x, r);
  else
    by_hankel(x, r);
}

// J_n(x) for x < 2: (x/2)^n / n! times sum (-t)^k n! / (k! (n+k)!), t =
// x^2/4; the leading factor is built by multiplication, so that it
// underflows gracefully for a tiny x or a large n.
static long double jn_series(long n, long double x) {
  long double lead = 1, half = x / 2, t = half * half, term = 1, sum = 1;
  for (long k = 1; k <= n && lead != 0; k++)
    lead *= half / k;
  for (int k = 1; k < 40; k++) {
    term *= -t / ((long double)k * (n + k));
    sum += term;
  }
  return lead * sum;
}

// Order n at x from orders 0 (a) and 1 (b) by the forward recurrence
// C_(k+1) = (2k/x) C_k - C_(k-1), which J and Y share; it stops at an
// infinity (Y's overflow; J is at most 1 where it is used).
static long double forward(long n, long double x, long double a, long double b) {
  for (long k = 1; k < n && !isinf(b); k++) {
    long double c = 2 * k / x * b - a;
    a = b;
    b = c;
  }
  return b;
}

// J_n(x) for n >= 2 and a finite x > 0.  Below 2, the series; up to n = x the forward
// recurrence J_(k+1) = (2k/x) J_k - J_(k-1) is stable; above, Miller's
// backward one from where J_k has fallen by 2^-70 past J_n, rescaled
// when it grows large, normalised by J_0 + 2 (J_2 + J_4 + ...) = 1.
static long double jn_core(long n, long double x) {
  if (x < 2)
    return jn_series(n, x);
  if (n <= x) {
    long double r[4];
    bessel01(x, r);
    return forward(n, x, r[0], r[1]);
  }
  long top = n + 20 + (long)(20 * cbrtl(x));
  top += top % 2;
  long double above = 0, f = 0x1p-100L, below, sum = 0, at_n = 0;
  for (long k = top; k >= 1; k--) {
    below = 2 * k / x * f - above;
    if (k == n)
      at_n = f;
    if (k % 2 == 0)
      sum += 2 * f;
    above = f;
    f = below;
    if (fabsl(f) > 0x1p8000L) {
      f *= 0x1p-8000L;
      above *= 0x1p-8000L;
      sum *= 0x1p-8000L;
      at_n *= 0x1p-8000L;
    }
  }
  return at_n / (sum + f);
}

// Y_n(x) for n >= 2 and a finite x > 0: the forward recurrence, which
// is stable for Y.
static long double yn_core(long n, long double x) {
  long double r[4];
  bessel01(x, r);
  return forward(n, x, r[2], r[3]);
}

// Is J_n(x) (x > 0) surely below long double's range?  Its size is at
// most (x/2)^n / n!, and n! >= (n/e)^n.
static int below_range(long n, long double x) {
  return n > 100 && n > x && n * (logl(x / n) - LN2 + 1) < -11500;
}

// J_-n = (-1)^n J_n and Y_-n = (-1)^n Y_n: makes *n its magnitude and
// says whether the value changes sign.
static int reflect_order(long *n) {
  if (*n >= 0)
    return 0;
  *n = -*n;
  return *n % 2;
}

// J_n(x) in long double for any n and x, with the special cases of C's
// jn: NaN for NaN, a zero at infinity, signed by J's parity.
static long double jn_value(long n, long double x) {
  int negate = reflect_order(&n);
  if (x != x)
    return x;
  if (signbit(x)) {
    x = -x;
    negate ^= n % 2;
  }
  long double r;
  if (x == 0)
    r = n == 0;
  else if (isinf(x) || below_range(n, x))
    r = 0;
  else if (n <= 1) {
    long double v[4];
    bessel01(x, v);
    r = v[n];
  } else {
    r = jn_core(n, x);
  }
  return negate ? -r : r;
}

// Y_n(x) in long double, with C's special cases: NaN for NaN, a domain
// error below 0, a pole at 0, zero at infinity.  The sign of an odd
// negative order applies to the pole, and to the zero only for order -1
// (as glibc: Y_-1 is -Y_1, while higher orders start from +0).
static long double yn_value(long n, long double x) {
  int negate = reflect_order(&n);
  if (x != x)
    return x;
  if (x < 0) {  // glibc's NaN here is positive
    errno = EDOM;
    return fabsl(__invalidl());
  }
  long double r;
  if (x == 0)
    r = __math_pole(1);
  else if (isinf(x))
    return negate && n == 1 ? -0.0L : 0;
  else if (n <= 1) {
    long double v[4];
    bessel01(x, v);
    r = v[2 + n];
  } else {
    r = yn_core(n, x);
  }
  return negate ? -r : r;
}

// The value rounded to the caller's format, with ERANGE when a finite,
// nonzero x gave an infinity (overflow) or a zero (underflow).
static long double rangel(long double r, long double x) {
  if (x != 0 && isfinite(x) && isinf(r))
    return __math_oflowl(r < 0);
  if (x != 0 && isfinite(x) && r == 0)
    errno = ERANGE;
  return r;
}
static double range(long double r, long double x) {
  double d = (double)r;
  if (x != 0 && isfinite(x) && isinf(d) && !isinf(r))
    return __math_oflow(d < 0);
  if (x != 0 && isfinite(x) && d == 0 && r != 0)
    return __math_uflow(r < 0);
  return (double)rangel(r, x);
}
static float rangef(long double r, long double x) {
  float f = (float)r;
  if (x != 0 && isfinite(x) && isinf(f) && !isinf(r))
    return __math_oflowf(f < 0);
  if (x != 0 && isfinite(x) && f == 0 && r != 0)
    return __math_uflowf(r < 0);
  return (float)rangel(r, x);
}

double j0(double x) { return range(jn_value(0, x), x); }
double j1(double x) { return range(jn_value(1, x), x); }
double jn(int n, double x) { return range(jn_value(n, x), x); }
double y0(double x) { return range(yn_value(0, x), x); }
double y1(double x) { return range(yn_value(1, x), x); }
double yn(int n, double x) { return range(yn_value(n, x), x); }
float j0f(float x) { return rangef(jn_value(0, x), x); }
float j1f(float x) { return rangef(jn_value(1, x), x); }
float jnf(int n, float x) { return rangef(jn_value(n, x), x); }
float y0f(float x) { return rangef(yn_value(0, x), x); }
float y1f(float x) { return rangef(yn_value(1, x), x); }
float ynf(int n, float x) { return rangef(yn_value(n, x), x); }
long double j0l(long double x) { return rangel(jn_value(0, x), x); }
long double j1l(long double x) { return rangel(jn_value(1, x), x); }
long double jnl(int n, long double x) { return rangel(jn_value(n, x), x); }
long double y0l(long double x) { return rangel(yn_value(0, x), x); }
long double y1l(long double x) { return rangel(yn_value(1, x), x); }
long double ynl(int n, long double x) { return rangel(yn_value(n, x), x); }
