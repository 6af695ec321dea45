// divide.c — division by a constant without a division instruction: the
// multiplier and shift of Granlund and Montgomery, "Division by
// invariant integers using multiplication" (PLDI 1994), figure 4.1 for
// unsigned and figure 5.2 for signed operands, worked out for 64-bit
// operands (a backend extends a 32-bit operand to 64 bits first, and the
// quotient of two 32-bit values is the same).  A backend emits the
// sequence the comment on DivideMagic gives, with its own instructions
// for the high half of a product (x86_64 `mul`/`imul`, AArch64
// `umulh`/`smulh`).

#include "codegen.h"

// floor(high * 2^64 / d) for high < d: long division, one quotient bit
// per step (the compiler's own arithmetic stays within 64 bits).
static uint64_t divide_shifted(uint64_t high, uint64_t d) {
  uint64_t q = 0;
  for (int i = 0; i < 64; i++) {
    bool carry = high >> 63;
    high <<= 1;
    q <<= 1;
    if (carry || high >= d) {
      high -= d;
      q |= 1;
    }
  }
  return q;
}

// ceil(log2(a)) for a >= 1.
static int ceil_log2(uint64_t a) {
  int l = 0;
  while (l < 64 && ((uint64_t)1 << l) < a)
    l++;
  return l;
}

// Does dividing by d (of a type of the given signedness) go without a
// division instruction?  Not for 0 (the division traps as it should),
// 1 and -1 (nothing to gain), the most negative value (no magnitude) or
// an unsigned divisor of 2^63 or more (the quotient is 0 or 1).
bool divides_by_multiplying(int64_t d, bool is_unsigned) {
  if (!opt_divide_by_multiply || d == 0 || d == 1)
    return false;
  if (is_unsigned)
    return (uint64_t)d < ((uint64_t)1 << 63);
  return d != -1 && d != INT64_MIN;
}

DivideMagic divide_magic(int64_t d, bool is_unsigned) {
  DivideMagic dm = {0};
  uint64_t magnitude = is_unsigned || d > 0 ? (uint64_t)d : 0 - (uint64_t)d;
  if ((magnitude & (magnitude - 1)) == 0) {
    dm.power = ceil_log2(magnitude);
    dm.negative = !is_unsigned && d < 0;
    return dm;
  }
  if (is_unsigned) {
    int l = ceil_log2((uint64_t)d); // at least 1
    dm.multiplier = divide_shifted(((uint64_t)1 << l) - (uint64_t)d, (uint64_t)d) + 1;
    dm.shift = l - 1;
    return dm;
  }
  uint64_t a = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
  int l = ceil_log2(a); // at least 1, since |d| >= 2
  dm.multiplier = divide_shifted((uint64_t)1 << (l - 1), a) + 1; // mod 2^64
  dm.shift = l - 1;
  dm.negative = d < 0;
  return dm;
}
