// ldouble.c — the bytes of a long double constant in the target's format.
//
// The compiler computes constants with the host's long double, but the
// target decides how a long double is laid out in memory: x86_64 uses the
// x87 80-bit extended format (a 64-bit significand with an explicit integer
// bit, then sign and a 15-bit exponent, padded to 16 bytes), AArch64 uses
// IEEE 754 binary128 (sign, 15-bit exponent, 112-bit fraction with an
// implicit integer bit).  Both have the same exponent range.  The encoding
// is computed from the value's sign, exponent and significand, never by
// copying the host's bytes, so the output does not depend on the host: a
// safecc running on AArch64 writes the same x86_64 assembly as one running
// on x86_64, and padding bytes are always zero.

#include "backend.h"
#include <math.h>

#define EXP_BIAS 16383
#define EXP_MIN (1 - EXP_BIAS) // the exponent of the smallest normal number

// Sets bit `i` (0 = least significant) of the little-endian number in out.
static void set_bit(uint8_t *out, int i) {
  out[i / 8] |= (uint8_t)(1 << (i % 8));
}

// Writes the sign and the biased exponent into bits [exp_bit, exp_bit + 16).
static void put_sign_exponent(uint8_t *out, int exp_bit, bool negative, int biased) {
  for (int i = 0; i < 15; i++)
    if (biased & (1 << i))
      set_bit(out, exp_bit + i);
  if (negative)
    set_bit(out, exp_bit + 15);
}

// The significand of a finite nonzero |v|, as `nbits` bits (integer bit
// first, then the fraction) rounded to nearest, ties to even, into bits[].
// Returns the unbiased exponent; a subnormal result has leading zero bits
// and the exponent EXP_MIN.
static int significand_bits(long double v, int nbits, bool *bits) {
  long double m = v < 0 ? -v : v;
  int e = 0;
  // Scale m into [1, 2), 64 powers of two at a time where that is safe:
  // multiplying by powers of two is exact.
  while (m >= 0x1p64L) { m *= 0x1p-64L; e += 64; }
  while (m < 0x1p-64L) { m *= 0x1p64L; e -= 64; }
  while (m >= 2) { m /= 2; e++; }
  while (m < 1) { m *= 2; e--; }
  if (e < EXP_MIN) {
    // Too small for a normal number: shift the significand right.
    for (int shift = EXP_MIN - e; shift > 0 && m != 0; shift--)
      m /= 2;
    e = EXP_MIN;
  }
  for (int i = 0; i < nbits; i++) {
    bits[i] = m >= 1;
    if (bits[i])
      m -= 1;
    m *= 2;
  }
  // m is now twice what the bits leave out: round to nearest, ties to even.
  if (m > 1 || (m == 1 && bits[nbits - 1])) {
    int i = nbits - 1;
    for (; i >= 0 && bits[i]; i--)
      bits[i] = false;
    if (i >= 0) {
      bits[i] = true;
    } else {
      // Carried out of the integer bit: 1.000... times the next power.
      bits[0] = true;
      e++;
    }
  }
  return e;
}

// x87 extended: bits 0-63 the significand (bit 63 the integer bit), bits
// 64-78 the exponent, bit 79 the sign.
static void encode_x87(long double v, bool negative, uint8_t *out) {
  if (v != v) {
    put_sign_exponent(out, 64, negative, 0x7fff);
    set_bit(out, 63);
    set_bit(out, 62); // a quiet NaN
    return;
  }
  if (v != 0 && v - v != 0) {
    put_sign_exponent(out, 64, negative, 0x7fff);
    set_bit(out, 63);
    return;
  }
  if (v == 0) {
    put_sign_exponent(out, 64, negative, 0);
    return;
  }
  bool bits[64];
  int e = significand_bits(v, 64, bits);
  for (int i = 0; i < 64; i++)
    if (bits[i])
      set_bit(out, 63 - i);
  // A subnormal has the exponent field 0 and its integer bit clear.
  put_sign_exponent(out, 64, negative, bits[0] ? e + EXP_BIAS : 0);
}

// binary128: bits 0-111 the fraction, bits 112-126 the exponent, bit 127
// the sign; the integer bit is implicit (1 for normal numbers).
static void encode_binary128(long double v, bool negative, uint8_t *out) {
  if (v != v) {
    put_sign_exponent(out, 112, negative, 0x7fff);
    set_bit(out, 111); // a quiet NaN
    return;
  }
  if (v != 0 && v - v != 0) {
    put_sign_exponent(out, 112, negative, 0x7fff);
    return;
  }
  if (v == 0) {
    put_sign_exponent(out, 112, negative, 0);
    return;
  }
  bool bits[113];
  int e = significand_bits(v, 113, bits);
  for (int i = 1; i < 113; i++)
    if (bits[i])
      set_bit(out, 112 - i);
  put_sign_exponent(out, 112, negative, bits[0] ? e + EXP_BIAS : 0);
}

// The 16 bytes of the long double `v` in the target's format.
void encode_long_double(long double v, uint8_t out[16]) {
  memset(out, 0, 16);
  bool negative = signbit(v) != 0;
  if (target->ldouble_format == LDOUBLE_BINARY128)
    encode_binary128(v, negative, out);
  else
    encode_x87(v, negative, out);
}
