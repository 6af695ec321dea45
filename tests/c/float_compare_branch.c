// Float and double comparisons used as conditions (if, loops, ?:, &&, ||,
// !) against hand-written truth tables, including NaN (every ordered
// comparison and == false, != true), infinities and signed zero.  The code
// generator turns these into a compare and conditional jumps
// (-fcompare-branch); a wrong condition code or unordered case fails here.
#include "test.h"
#include <math.h>

// Bits: 1 a<b, 2 a<=b, 4 a>b, 8 a>=b, 16 a==b, 32 a!=b.
#define LT 1
#define LE 2
#define GT 4
#define GE 8
#define EQ 16
#define NE 32

#define BRANCHES(T, name)                                                     \
  static int name##_if(T a, T b) {                                            \
    int m = 0;                                                                \
    if (a < b) m |= LT;                                                       \
    if (a <= b) m |= LE;                                                      \
    if (a > b) m |= GT;                                                       \
    if (a >= b) m |= GE;                                                      \
    if (a == b) m |= EQ;                                                      \
    if (a != b) m |= NE;                                                      \
    return m;                                                                 \
  }                                                                           \
  /* The same conditions negated: the jump is taken on the other outcome. */ \
  static int name##_not(T a, T b) {                                           \
    int m = LT | LE | GT | GE | EQ | NE;                                      \
    if (!(a < b)) m &= ~LT;                                                   \
    if (!(a <= b)) m &= ~LE;                                                  \
    if (!(a > b)) m &= ~GT;                                                   \
    if (!(a >= b)) m &= ~GE;                                                  \
    if (!(a == b)) m &= ~EQ;                                                  \
    if (!(a != b)) m &= ~NE;                                                  \
    return m;                                                                 \
  }                                                                           \
  /* In && and || chains, ?: and loop conditions. */                         \
  static int name##_mixed(T a, T b) {                                         \
    int m = 0, n = 0;                                                         \
    if (a < b && n == 0) m |= LT;                                             \
    if (n != 0 || a <= b) m |= LE;                                            \
    m |= (a > b) ? GT : 0;                                                    \
    while (a >= b && n < 1) { m |= GE; n++; }                                 \
    for (n = 0; a == b && n < 1; n++) m |= EQ;                                \
    do { if (!(a != b || n < 0)) break; m |= NE; } while (0);                 \
    return m;                                                                 \
  }                                                                           \
  /* Operands that are expressions, not just variables. */                   \
  static int name##_expr(T a, T b) {                                          \
    T one = 1;                                                                \
    int m = 0;                                                                \
    if (a * one + 0 < b * one) m |= LT;                                       \
    if (a <= b - 0) m |= LE;                                                  \
    if (a + 0 > b * one + 0) m |= GT;                                         \
    if (a / one >= b) m |= GE;                                                \
    if (a - 0 == b / one) m |= EQ;                                            \
    if (a != b + 0) m |= NE;                                                  \
    return m;                                                                 \
  }

BRANCHES(double, d)
BRANCHES(float, f)

static int fails;

static void expect(int want, double a, double b) {
  int got[8] = {d_if(a, b), d_not(a, b), d_mixed(a, b), d_expr(a, b),
                f_if(a, b), f_not(a, b), f_mixed(a, b), f_expr(a, b)};
  for (int i = 0; i < 8; i++) {
    if (got[i] != want) {
      printf("%g vs %g, form %d: expected mask %d, got %d\n", a, b, i, want, got[i]);
      fails++;
    }
  }
}

int main(void) {
  double nan = NAN, inf = INFINITY;
  expect(LT | LE | NE, 1, 2);
  expect(LE | GE | EQ, 2, 2);
  expect(GT | GE | NE, 3, 2);
  expect(LT | LE | NE, -inf, 0);
  expect(GT | GE | NE, inf, 1e30);
  expect(LE | GE | EQ, inf, inf);
  expect(LE | GE | EQ, -0.0, 0.0);
  expect(NE, nan, 2);
  expect(NE, 2, nan);
  expect(NE, nan, nan);
  expect(NE, nan, inf);
  expect(LT | LE | NE, -1e-30, 1e-30);
  return fails != 0;
}
