// Widening the result of a 32-bit operation to 64 bits: the compiler may
// leave out the extension when the operation already zero-extended a
// value that is unsigned or cannot be negative, and must keep it
// otherwise (a negative int, a mask that keeps the sign bit, a shift by
// a count that may be 0, a value that went through a narrower type).
#include "test.h"
#include <limits.h>

static volatile unsigned vu_max = 0xffffffffu, vu_two = 2, vu_zero = 0;
static volatile int vi_minus_one = -1, vi_minus_five = -5, vi_two = 2;

int main(void) {
  unsigned a = vu_max, b = vu_two, zero = vu_zero;
  int m1 = vi_minus_one, m5 = vi_minus_five, two = vi_two;
  // Unsigned results: zero-extended, whatever the operation.
  CHECK(1, (unsigned long)(a + b));
  CHECK(0xfffffffeL, (unsigned long)(a * b));
  CHECK(0xfffffffdL, (long)(a - b));
  CHECK(0x7fffffffL, (long)(a >> 1));
  CHECK(0xffffffffL, (long)(a | b));
  CHECK(0xfffffffdL, (long)(a ^ b));
  CHECK(0x7fffffffL, (long)(a / b));
  CHECK(1, (long)(a % b));
  CHECK(0xfffffffeL, (long)(a << 1));
  // Signed results: sign-extended unless they cannot be negative.
  CHECK(-3, (long)(m5 + two));
  CHECK(-7, (long)(m5 - two));
  CHECK(-10, (long)(m5 * two));
  CHECK(-2, (long)(m5 / two));
  CHECK(-1, (long)(m5 % two));
  CHECK(-2, (long)(m1 << 1));
  CHECK(-1, (long)(m1 >> 1));
  CHECK(-5, (long)(m5 | two));
  CHECK(255, (long)(m1 & 0xff));
  CHECK(INT_MAX, (long)(m1 & 0x7fffffff));
  CHECK(255, (long)(0xff & m1));
  // Unsigned values seen as int: negative when the sign bit survives.
  CHECK(INT_MIN, (long)(int)(a & 0x80000000u));
  CHECK(-1, (long)(int)(a >> zero));
  CHECK(-1, (long)(int)(a >> 0));
  CHECK(INT_MAX, (long)(int)(a >> 1));
  CHECK(255, (long)(int)((a >> 7) & 0xff));
  // Through a narrower type: the extension of the narrow value stays.
  CHECK(-1, (long)(signed char)(a & 0xff));
  CHECK(255, (long)(unsigned char)(m1 & 0xfff));
  return 0;
}
