// Calls in awkward places: nested as arguments of other calls, inside
// deep expressions with many pending temporaries (the stack must stay
// 16-byte aligned at every call: glibc's printf family uses aligned SSE
// stores), variadic calls through function pointers (the %al count of
// vector registers), unprototyped calls with float arguments, struct
// returns through pointers, calls in conditions and loop headers, and a
// callee that is itself the value of a call.
#include "test.h"
#include <stdarg.h>

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static double dadd(double a, double b) { return a + b; }
static int fmtlen(double d) {
  char buf[64];
  return snprintf(buf, sizeof buf, "%.3f", d);     // needs an aligned stack
}
static double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}
struct big { long a, b, c, d; };
static struct big mkbig(long x) { return (struct big){x, x + 1, x + 2, x + 3}; }
static long sumbig(struct big b) { return b.a + b.b + b.c + b.d; }
static double old_style();                 // unprototyped: arguments get default promotions
static double old_style(a, b) float a; double b; { return a + b; }
static int count;
static int next(void) { return ++count; }

// A callee chosen by a call that sets argument registers of its own: the
// call's arguments, computed before it, must not be in them yet.
__attribute__((noinline)) static int (*pick(int which, int unused))(int, int) {
  (void)unused;
  return which ? mul : add;
}

int main(void) {
  CHECK(21, add(mul(add(1, 2), add(3, 4)), 0));
  CHECK(21, pick(1, 0)(add(1, 2), add(3, 4)));
  CHECK(10, pick(0, 99)(mul(2, 3), mul(2, 2)));
  CHECK(1 + 2 * 3 + 4 * 5 * 6, add(1, add(mul(2, 3), mul(4, mul(5, 6)))));
  CHECK(5 + 5 + 5, fmtlen(1.5) + (fmtlen(2.25) + fmtlen(3.125)));
  CHECK(3 * (5 + 1), 3 * (fmtlen(1.0) + (1 + 0 * fmtlen(2.0))));
  {
    // many pending temporaries when the call happens
    int a = 1, b = 2, c = 3, d = 4;
    int r = a + (b * (c + (d * (a + (b + fmtlen(9.5) * (c + (d + add(a, b))))))));
    CHECK(1 + 2 * (3 + 4 * (1 + (2 + 5 * (3 + (4 + 3))))), r);
    double x = 1.5 + (2.5 * (dadd(1.0, 2.0) + (3.5 * dadd(dadd(1, 1), vsum(3, 1.0, 2.0, 3.0)))));
    CHECKF(1.5 + 2.5 * (3.0 + 3.5 * (2.0 + 6.0)), x);
  }
  {
    int (*pf)(char *, size_t, const char *, ...) = snprintf;
    char buf[64];
    CHECK(8, pf(buf, sizeof buf, "%.2f %.1f", 3.14159, 2.25));
    CHECKS("3.14 2.2", buf);
    double (*pv)(int, ...) = vsum;
    CHECKF(10.0, pv(4, 1.0, 2.0, 3.0, 4.0));
    CHECKF(36.0, pv(8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0));
    CHECKF(45.0, pv(9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0));
  }
  CHECKF(4.0, old_style(1.5f, 2.5));
  CHECK(10 + 11 + 12 + 13, sumbig(mkbig(10)));
  {
    struct big (*pm)(long) = mkbig;
    CHECK(13, pm(10).d);
    CHECK(4 + 5 + 6 + 7, sumbig(pm(4)));
  }
  {
    count = 0;
    int s = 0;
    for (int i = next(); i < 5; i = next())
      s += i;
    CHECK(1 + 2 + 3 + 4, s);
    count = 0;
    while (next() < 3)
      ;
    CHECK(3, count);
    count = 0;
    if (next() == 1 && next() == 2 && add(next(), 0) == 3)
      s = 99;
    CHECK(99, s);
    CHECK(3, count);
    s = next() > 3 ? add(1, next()) : mul(2, next());
    CHECK(6, s);
  }
  return 0;
}
