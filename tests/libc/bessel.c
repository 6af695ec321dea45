// bessel.c — the Bessel functions j0 j1 jn y0 y1 yn and their f and l
// forms at their special points (zeros, infinities, NaN, negative
// arguments and orders, underflow and overflow), with errno, and at a
// few ordinary points to 10 digits.  Prints what glibc answers; the safe
// build must print the same.  (Accuracy: tests/libc/host/math_cmp.c.)
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdio.h>

#define SHOW(e) do { errno = 0; long double r_ = (e); int e_ = errno; \
    printf("%-24s %-12.10Lg errno %d\n", #e, r_, e_); } while (0)
#define SIGN(e) do { errno = 0; long double r_ = (e); int e_ = errno; \
    printf("%-24s %s%Lg errno %d\n", #e, signbit(r_) ? "-" : "+", fabsl(r_), e_); } while (0)

int main(void) {
  double inf = INFINITY, nan = NAN;
  SHOW(j0(0)); SIGN(j1(-0.0)); SIGN(j1(0.0)); SIGN(jn(2, -0.0)); SIGN(jn(3, -0.0));
  SIGN(jn(-3, 0.0)); SHOW(jn(0, -0.0));
  SIGN(j0(inf)); SIGN(j0(-inf)); SIGN(j1(-inf)); SIGN(jn(3, -inf)); SIGN(jn(-3, -inf));
  SIGN(jn(-3, inf)); SHOW(j0(nan)); SHOW(jn(4, nan)); SHOW(y1(nan)); SHOW(yn(4, nan));
  SHOW(y0(0)); SHOW(y0(-0.0)); SHOW(y1(0)); SHOW(yn(2, 0)); SHOW(yn(-1, 0)); SHOW(yn(-3, 0));
  SHOW(y0(-1)); SHOW(y1(-inf)); SHOW(yn(2, -1)); SIGN(y0(inf)); SIGN(yn(-1, inf));
  SIGN(yn(-5, inf)); SHOW(y1(1e-310)); SHOW(yn(1000, 1e-5));
  SIGN(jn(2, 1e-300)); SIGN(jn(3, -1e-200)); SIGN(jn(1000, 1.0)); SHOW(jnf(200, 1.0f));
  SHOW(jnl(2000, 1.0L)); SHOW(ynl(2000, 1.0L)); SHOW(y0f(0)); SIGN(j1f(-0.0f));
  SHOW(j0(1)); SHOW(j1(1)); SHOW(y0(1)); SHOW(y1(1)); SHOW(jn(5, 1)); SHOW(yn(5, 1));
  SHOW(j0(10)); SHOW(y1(10)); SHOW(jn(-2, 30)); SHOW(yn(-3, 30)); SHOW(jn(7, 100));
  SHOW(j0f(3.5f)); SHOW(y0l(0.25L)); SHOW(jnl(12, 40.5L)); SHOW(ynf(4, 7.5f));
  return 0;
}
