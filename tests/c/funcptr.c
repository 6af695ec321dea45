// Function pointers: declaration syntax, calls through pointers and
// arrays/structs of pointers, comparisons, returning function pointers,
// implicit conversion of function designators, callbacks.
#include "test.h"

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int (*pick(char op))(int, int) {
  switch (op) {
  case '+': return add;
  case '-': return sub;
  default: return mul;
  }
}
typedef int (*op_t)(int, int);
static op_t pick2(int i) { return i ? add : &sub; }
static int apply(op_t f, int a, int b) { return f(a, b); }
static int apply_n(int (*f)(int), int n, int x) {
  while (n-- > 0)
    x = f(x);
  return x;
}
static int inc(int x) { return x + 1; }
static void noop(void) {}
static double halve(double d) { return d / 2; }
struct ops { op_t f; const char *name; };

int main(void) {
  int (*fp)(int, int) = add;
  CHECK(5, fp(2, 3));
  CHECK(5, (*fp)(2, 3));
  CHECK(5, (**fp)(2, 3));
  fp = &sub;
  CHECK(-1, fp(2, 3));
  CHECK(6, pick('*')(2, 3));
  CHECK(5, pick('+')(2, 3));
  CHECK(7, pick2(1)(3, 4));
  CHECK(-1, pick2(0)(3, 4));
  CHECK(12, apply(mul, 3, 4));
  CHECK(10, apply_n(inc, 10, 0));
  op_t table[3] = {add, sub, mul};
  int r = 0;
  for (int i = 0; i < 3; i++)
    r += table[i](5, 2);
  CHECK(7 + 3 + 10, r);
  struct ops ops[] = {{add, "add"}, {mul, "mul"}};
  CHECK(20, ops[1].f(4, 5));
  CHECKS("add", ops[0].name);
  struct ops *po = &ops[0];
  CHECK(9, po->f(4, 5));
  CHECK(1, fp == sub);
  CHECK(1, fp != add);
  CHECK(1, add != 0);
  void (*vp)(void) = noop;
  vp();
  double (*dp)(double) = halve;
  CHECKF(1.25, dp(2.5));
  int (*const cfp)(int) = inc;
  CHECK(2, cfp(1));
  void *raw = (void *)inc;
  CHECK(3, ((int (*)(int))raw)(2));
  int (**pp)(int, int) = &fp;
  CHECK(0, (*pp)(2, 2));
  CHECK(8, sizeof(fp));
  CHECK(1, (long)add % 1 == 0);
  return 0;
}
