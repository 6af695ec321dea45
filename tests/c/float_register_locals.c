// Float and double locals of functions that call nothing live in
// %xmm8-%xmm15 (-fregister-locals).  These functions have more busy
// floating locals than registers, parameters that arrive in registers and
// on the stack, float and double mixed, locals zeroed by an initializer,
// locals read before and after loops, and values that must survive
// branches; the expected values are worked out by hand.
#include "test.h"

// Nine busy doubles: one more than the registers.
static double nine(double x) {
  double a = x, b = x + 1, c = x + 2, d = x + 3, e = x + 4, f = x + 5, g = x + 6, h = x + 7,
         i = x + 8;
  for (int k = 0; k < 4; k++) {
    a += b; b += c; c += d; d += e; e += f; f += g; g += h; h += i; i += a;
  }
  return a + b + c + d + e + f + g + h + i;
}

// Ten double parameters: eight arrive in %xmm0-%xmm7, two on the stack.
static double ten(double p0, double p1, double p2, double p3, double p4, double p5, double p6,
                  double p7, double p8, double p9) {
  double s = 0;
  for (int k = 0; k < 3; k++)
    s += p0 - p1 + p2 - p3 + p4 - p5 + p6 - p7 + p8 * p9;
  return s;
}

// float and double locals together, with conversions between them.
static double mixed(float f, double d, int n) {
  float acc = f;
  double dacc = d;
  for (int k = 0; k < n; k++) {
    acc = acc * 0.5f + 1.0f;
    dacc = dacc * 2.0 - acc;
  }
  return acc + dacc;
}

// A value chosen in branches and kept across a loop: the largest
// difference between neighbours.
static double widest(const double *v, int n) {
  double worst = 0.0, prev = v[0];
  for (int k = 1; k < n; k++) {
    double delta = v[k] > prev ? v[k] - prev : prev - v[k];
    if (delta > worst)
      worst = delta;
    prev = v[k];
  }
  return worst;
}

// Locals zeroed by initializers and read in a switch.
static double pick(int which) {
  double zero = {0}, one = 1.0, both[2] = {0};
  float small = {0};
  double r = 0;
  for (int k = 0; k < 3; k++) {
    switch (which) {
    case 0: r += zero; break;
    case 1: r += one; break;
    case 2: r += small + both[1]; break;
    default: r -= one;
    }
  }
  return r;
}

// Newton's method for a square root: a loop whose condition compares two
// register locals.
static double newton_sqrt(double x) {
  double guess = x > 1 ? x / 2 : 1, last = 0;
  int steps = 0;
  while (guess != last && steps < 100) {
    last = guess;
    guess = (guess + x / guess) / 2;
    steps++;
  }
  return guess;
}

int main(void) {
  // nine(1): worked out by hand with a..i = 1..9 and four rounds.
  double a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9;
  for (int k = 0; k < 4; k++) {
    // The same recurrence, one statement at a time, in main (which calls
    // and so keeps its locals in memory).
    a = a + b; b = b + c; c = c + d; d = d + e; e = e + f; f = f + g; g = g + h; h = h + i;
    i = i + a;
  }
  CHECKF(a + b + c + d + e + f + g + h + i, nine(1));
  CHECKF(3 * (1 - 2 + 3 - 4 + 5 - 6 + 7 - 8 + 9.0 * 10), ten(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  // mixed(4, 1, 2): acc 4 -> 3 -> 2.5; dacc 1 -> 2 - 3 = -1 -> -2 - 2.5 = -4.5.
  CHECKF(2.5 - 4.5, mixed(4.0f, 1.0, 2));
  double v[] = {1.0, 4.0, 2.5, -3.0, -2.0, 10.0};
  CHECKF(12.0, widest(v, 6));
  CHECKF(4.0 - 1.0, widest(v, 3));
  CHECKF(0.0, pick(0));
  CHECKF(3.0, pick(1));
  CHECKF(0.0, pick(2));
  CHECKF(-3.0, pick(7));
  CHECKF(12.0, newton_sqrt(144.0));
  CHECKF(1.0, newton_sqrt(1.0));
  return 0;
}
