// Recursion: direct, mutual, deep (100000 frames), with struct arguments,
// and a recursive-descent evaluator.
#include "test.h"

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static long depth(long n) { return n == 0 ? 0 : 1 + depth(n - 1); }
static int ackermann(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
struct range { int lo, hi; };
static int sum_range(struct range r) {
  if (r.lo > r.hi) return 0;
  int mid = (r.lo + r.hi) / 2;
  return mid + sum_range((struct range){r.lo, mid - 1}) + sum_range((struct range){mid + 1, r.hi});
}
static void hanoi(int n, int from, int to, int via, int *moves) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to, moves);
  (*moves)++;
  hanoi(n - 1, via, to, from, moves);
}

// expr := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*;
// factor := number | '(' expr ')' | '-' factor
static const char *in;
static int expr(void);
static int factor(void) {
  if (*in == '(') { in++; int v = expr(); in++; return v; }
  if (*in == '-') { in++; return -factor(); }
  int v = 0;
  while (*in >= '0' && *in <= '9') v = v * 10 + (*in++ - '0');
  return v;
}
static int term(void) {
  int v = factor();
  for (;;) {
    if (*in == '*') { in++; v *= factor(); }
    else if (*in == '/') { in++; v /= factor(); }
    else return v;
  }
}
static int expr(void) {
  int v = term();
  for (;;) {
    if (*in == '+') { in++; v += term(); }
    else if (*in == '-') { in++; v -= term(); }
    else return v;
  }
}
static int eval(const char *s) { in = s; return expr(); }

int main(void) {
  CHECK(55, fib(10));
  CHECK(6765, fib(20));
  CHECK(3628800, fact(10));
  CHECK(2432902008176640000L, fact(20));
  CHECK(1, is_even(100));
  CHECK(1, is_odd(77));
  CHECK(100000, depth(100000));
  CHECK(61, ackermann(3, 3));
  CHECK(5050, sum_range((struct range){1, 100}));
  int moves = 0;
  hanoi(10, 1, 3, 2, &moves);
  CHECK(1023, moves);
  CHECK(7, eval("1+2*3"));
  CHECK(9, eval("(1+2)*3"));
  CHECK(-4, eval("2-(3*2)"));
  CHECK(3, eval("-(-3)"));
  CHECK(2, eval("((((((10))))))/5"));
  return 0;
}
