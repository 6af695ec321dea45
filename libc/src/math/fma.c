// fma.c — fma, fmaf, fmal: x * y + z with one rounding.  The product of
// the 64-bit significands is formed exactly (128 bits), z is aligned
// against it in a 192-bit window with a sticky bit for whatever falls off
// the end, and the sum is rounded in integer arithmetic to the target's
// precision (subnormals included) in the current rounding mode.  The
// rounded significand and exponent then make an exact long double, which
// converts exactly to the target type (or overflows as that mode says).
#include <fenv.h>
#include <math.h>
#include "libm.h"

// |x| = m * 2^e, m with its top bit set (x finite, nonzero).
static uint64_t split(long double x, int *e) {
  union ldbits v = {x};
  int be = v.i.se & 0x7fff;
  uint64_t m = v.i.m;
  if (be == 0) {
    be = 1;
    while (!(m >> 63)) {
      m <<= 1;
      be--;
    }
  }
  *e = be - 16383 - 63;
  return m;
}

// w[2]:w[1] = a * b.
static void mul64(uint64_t a, uint64_t b, uint64_t *w) {
  uint64_t a0 = a & 0xffffffff, a1 = a >> 32, b0 = b & 0xffffffff, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
  w[0] = 0;
  w[1] = (mid << 32) | (p00 & 0xffffffff);
  w[2] = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

// Bit i of the 192-bit w, and whether any bit below i is set.
static int bit(const uint64_t *w, int i) {
  return i < 0 || i >= 192 ? 0 : (int)((w[i / 64] >> (i % 64)) & 1);
}

static int any_below(const uint64_t *w, int i) {
  if (i >= 192)
    return w[0] || w[1] || w[2];
  for (int k = 0; k < i / 64; k++)
    if (w[k])
      return 1;
  return i > 0 && (w[i / 64] & ((1ULL << (i % 64)) - 1)) != 0;
}

// x * y + z rounded to p bits with smallest normal exponent emin; x, y
// and z finite and nonzero.
static long double fma_core(long double x, long double y, long double z, int p, int emin) {
  int ex, ey, ez;
  uint64_t mx = split(x, &ex), my = split(y, &ey), mz = split(z, &ez);
  uint64_t a[3], b[3], r[3];
  int neg_a = signbit(x) != signbit(y), neg_b = signbit(z) != 0;
  mul64(mx, my, a);  // value a * 2^ea, a < 2^192
  int ea = ex + ey - 64;
  if (!(a[2] >> 63)) {  // normalise the product to bit 191
    a[2] = a[2] << 1 | a[1] >> 63;
    a[1] <<= 1;
    ea--;
  }
  b[2] = mz;
  b[1] = b[0] = 0;
  int eb = ez - 128;
  if (eb > ea) {  // a has the larger exponent
    for (int k = 0; k < 3; k++) {
      uint64_t t = a[k];
      a[k] = b[k];
      b[k] = t;
    }
    int t = ea;
    ea = eb;
    eb = t;
    t = neg_a;
    neg_a = neg_b;
    neg_b = t;
  }
  // Align b.  Bits shifted out only exist when d >= 64, and then the
  // sum loses at most one leading bit to cancellation.
  int d = ea - eb, sticky = 0;
  if (d >= 192) {
    sticky = 1;
    b[0] = b[1] = b[2] = 0;
  } else {
    for (; d >= 64; d -= 64) {
      sticky |= b[0] != 0;
      b[0] = b[1];
      b[1] = b[2];
      b[2] = 0;
    }
    if (d) {
      sticky |= (b[0] << (64 - d)) != 0;
      b[0] = b[0] >> d | b[1] << (64 - d);
      b[1] = b[1] >> d | b[2] << (64 - d);
      b[2] >>= d;
    }
  }
  int neg = neg_a;
  if (neg_a == neg_b) {
    uint64_t c = 0;
    for (int k = 0; k < 3; k++) {
      uint64_t s = a[k] + b[k];
      uint64_t c2 = s < a[k];
      r[k] = s + c;
      c = c2 | (r[k] < s);
    }
    if (c) {  // carry out: shift right one place
      sticky |= (int)(r[0] & 1);
      r[0] = r[0] >> 1 | r[1] << 63;
      r[1] = r[1] >> 1 | r[2] << 63;
      r[2] = r[2] >> 1 | 1ULL << 63;
      ea++;
    }
  } else {
    // a - b, less one more unit when bits fell off b (the sticky then
    // stands for 1 - their value, still nonzero).
    uint64_t borrow = (uint64_t)sticky;
    for (int k = 0; k < 3; k++) {
      uint64_t s = a[k] - b[k];
      uint64_t b2 = a[k] < b[k];
      r[k] = s - borrow;
      borrow = b2 | (s < borrow);
    }
    if (borrow) {  // b was larger (only when d == 0, so exact): negate
      uint64_t c = 1;
      for (int k = 0; k < 3; k++) {
        r[k] = ~r[k] + c;
        c = c && r[k] == 0;
      }
      neg = !neg;
    }
    if (!r[0] && !r[1] && !r[2] && !sticky)  // exact cancellation
      return __rounding_mode() == FE_DOWNWARD ? -0.0L : 0.0L;
    while (!(r[2] >> 63)) {
      r[2] = r[2] << 1 | r[1] >> 63;
      r[1] = r[1] << 1 | r[0] >> 63;
      r[0] <<= 1;
      ea--;
    }
  }
  // Round to p bits: the ulp of the result is 2^u, s bits are dropped.
  int lead = ea + 191;
  int u = (lead >= emin ? lead : emin) - p + 1;
  int s = u - ea;
  uint64_t keep = s < 192 ? r[2] >> (s - 128) : 0;
  int half = bit(r, s - 1);
  int rest = sticky || any_below(r, s - 1);
  int up;
  switch (__rounding_mode()) {
  case FE_TONEAREST: up = half && (rest || (keep & 1)); break;
  case FE_UPWARD: up = (half || rest) && !neg; break;
  case FE_DOWNWARD: up = (half || rest) && neg; break;
  default: up = 0; break;
  }
  if (up && ++keep == 0) {  // 64-bit carry: 2^64 = 2^63 * 2
    keep = 1ULL << 63;
    u++;
  }
  // The sign goes on first, so that an overflow rounds the right way.
  long double m = (long double)keep;
  return __scalbnl(neg ? -m : m, u);
}

long double fmal(long double x, long double y, long double z) {
  if (!isfinite(x) || !isfinite(y) || z != z)
    return x * y + z;
  if (isinf(z))
    return z;  // x * y is finite, however large
  if (x == 0 || y == 0)
    return x * y + z;  // the product is an exact zero
  if (z == 0)
    return x * y;  // one rounding; the exact sum has the product's sign
  return fma_core(x, y, z, 64, -16382);
}

double fma(double x, double y, double z) {
  if (!isfinite(x) || !isfinite(y) || z != z)
    return x * y + z;
  if (isinf(z))
    return z;
  if (x == 0 || y == 0)
    return x * y + z;
  if (z == 0)
    return x * y;
  return (double)fma_core(x, y, z, 53, -1022);
}

float fmaf(float x, float y, float z) {
  if (!isfinite(x) || !isfinite(y) || z != z)
    return x * y + z;
  if (isinf(z))
    return z;
  if (x == 0 || y == 0)
    return x * y + z;
  if (z == 0)
    return x * y;
  return (float)fma_core(x, y, z, 24, -126);
}
