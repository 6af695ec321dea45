// K&R (old-style) function definitions with default argument promotions,
// unprototyped declarations, implicitly declared int-returning functions,
// implicit int, auto and register.
#include "test.h"

int add(a, b)
  int a;
  int b;
{
  return a + b;
}

double half(x)
  float x;          /* the caller passes a double; the callee converts */
{
  return x / 2;
}

int low_byte(c)
  char c;
{
  return c;
}

long mixed(a, b, c)
  short a;
  double c;         /* b is implicitly int */
{
  return a + b + (long)c;
}

char *pick(s, n) char *s; { return s + n; }

static count;            // implicit int (GNU/C89)
static int noargs() { return 12; }
static int unproto();
int defined_later(int x);

int main(void) {
  CHECK(5, add(2, 3));
  CHECKF(1.25, half(2.5));
  CHECKF(1.25, half(2.5f));
  CHECK(44, low_byte(300));
  CHECK(-1, low_byte(255));
  CHECK(10, mixed(1, 2, 7.9));
  CHECKS("llo", pick("hello", 2));
  count = 3;
  CHECK(3, count);
  CHECK(4, sizeof(count));
  CHECK(12, noargs());
  CHECK(7, unproto(3, 4));
  CHECK(9, implicit_fn(4));            // implicitly declared: int implicit_fn()
  CHECK(6, defined_later(2));
  {
    auto int a = 1;
    register int r = 2;
    register char *p = "x";
    CHECK(3, a + r);
    CHECK('x', *p);
  }
  {
    int (*fp)() = add;                  // unprototyped pointer
    CHECK(11, fp(5, 6));
    double (*hp)() = half;
    CHECKF(0.5, hp(1.0));
  }
  return 0;
}

static int unproto(a, b) int a, b; { return a + b; }
int implicit_fn(int x) { return x + 5; }
int defined_later(int x) { return x * 3; }
