// An operator's left operand waits in a register while the right one is
// computed (-fregister-temporaries) only when the right operand cannot
// disturb that register.  Each right operand here either may (a call that
// fills every argument register, __int128 division and conversions that
// call libgcc, pointer stores that may call the safe runtime) or nests
// deeper than there are registers; a value wrongly kept in a register
// comes back changed.
#include "test.h"

static double sum8(double a, double b, double c, double d, double e, double f, double g,
                   double h) {
  return a + b + c + d + e + f + g + h;
}
static long sum6(long a, long b, long c, long d, long e, long f) {
  return a + b + c + d + e + f;
}
// Fill %xmm0-%xmm7 and %rdi, %rsi, %rdx, %rcx, %r8, %r9 with x.
static double clobber_f(double x) { return sum8(x, x, x, x, x, x, x, x) / 8; }
static long clobber_i(long x) { return sum6(x, x, x, x, x, x) / 6; }

static double *slot(double *p, long i) { return p + i; }

struct holder {
  int *p;
  double d;
};

int main(void) {
  double a = 1.5, b = 2.0, c = 3.0, d = -4.0, e = 0.25;
  long x = 7, y = -3, z = 11, w = 5;
  __int128 big = (__int128)1 << 100, small = 1 << 20;

  // Right operands with calls.
  CHECKF(3.0 - 3.0, a * b - clobber_f(c));
  CHECKF(3.0 + 1.5 * (2.0 - 4.0), a * b + a * (b - clobber_f(-d)));
  CHECK(-21 - 11, x * y - clobber_i(z));
  CHECK(-21 + 7 * (5 - 11), x * y + x * (w - clobber_i(z)));
  CHECK(7 << 11, x << clobber_i(z));
  CHECKF(1.5 * 2 + 3.0, a * b + (clobber_f(b), c));

  // libgcc helpers: __int128 division and conversions.
  CHECK(-21 + ((__int128)1 << 80), x * y + (long)(big / small));
  CHECK(-21 + 5, x * y + (long)(big % (big - w)));
  CHECKF(3.0 + 0x1p100, a * b + (double)big);
  CHECKF(3.0 + 0x1p20, a * b + (double)(small * (__int128)1));
  CHECK(-21 + 1024, x * y + (long)(__int128)(a * 1024 / 1.5));

  // Deeper than the temporary registers: 2 integer, 6 floating.
  CHECKF(1.5 * 2.0 - (3.0 * -4.0 - (0.25 * 1.5 - (2.0 * 3.0 - (-4.0 * 0.25 -
         (1.5 * 1.5 - (2.0 * 2.0 - (3.0 * 3.0 - 0.25 * 0.25))))))),
         a * b - (c * d - (e * a - (b * c - (d * e - (a * a - (b * b - (c * c - e * e))))))));
  CHECK(7 * -3 - (11 * 5 - (7 * 11 - (-3 * 5 - 7 * 7))),
        x * y - (z * w - (x * z - (y * w - x * x))));
  CHECK(((7 * 11) / (5 - -3)) % ((11 - 5) * (7 + -3) - 5), ((x * z) / (w - y)) % ((z - w) * (x + y) - w));

  // Shifts, pointer arithmetic and assignments through computed addresses.
  CHECK(7 << (11 - 5 * 2 + 3), x << (z - w * 2 + 3));
  CHECK(-3 >> (7 - 5), y >> (x - w));
  double arr[40] = {0};
  double *p = arr;
  CHECK(3 * 5 + 7, (p + x * 0 + y * -w + x) - arr);
  *(p + (x * 2 - z + 1)) = a * b - c;
  CHECKF(0.0, arr[4]);
  p[x * w - z * 2 - 10] = a * b + c * d;
  CHECKF(-9.0, arr[3]);
  *slot(p, x) = a * e;
  CHECKF(0.375, arr[7]);
  CHECKF(0.375 * 2 + 9.0, arr[7] * b + c * (*slot(p, z - w - 3) = c));
  CHECKF(3.0, arr[3]);

  // A pointer stored in the middle of a floating expression (safe mode's
  // store may call its runtime), and an aggregate copy.
  int target = 42;
  int *ptrs[4] = {0};
  int **pp = ptrs;
  CHECKF(3.0 + 1.0, a * b + (pp[x - 6] = &target, 1.0));
  CHECK(42, *ptrs[1]);
  struct holder h1 = {&target, 2.5}, h2 = {0, 0};
  struct holder *hp = &h2;
  CHECKF(3.0 + 2.5, a * b + (*hp = h1).d);
  CHECK(42, *h2.p);
  return 0;
}
