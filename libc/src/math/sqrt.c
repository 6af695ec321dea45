// sqrt.c — sqrt correctly rounded by the digit-by-digit integer method
// (two radicand bits per step, no multiplication), sqrtf through it (a
// double has more than 2*24+2 bits, so rounding twice is harmless), and
// sqrtl by the same method in 128-bit integers.
#include <math.h>
#include "libm.h"
#include <stdint.h>

double sqrt(double x) {
  union { double d; uint64_t u; } v = {x};
  int e = (int)((v.u >> 52) & 0x7ff);
  uint64_t m = v.u & 0xfffffffffffffULL;
  if (x == 0 || (e == 0x7ff && !(v.u >> 63)))
    return x;  // +-0, +inf, nan
  if (v.u >> 63 || x != x)
    return __invalid();
  if (e == 0) {  // subnormal: normalise
    e = 1;
    while (!(m >> 52)) {
      m <<= 1;
      e--;
    }
  } else {
    m |= 1ULL << 52;
  }
  e -= 1023 + 52;  // x = m * 2^e, m in [2^52, 2^53)
  if (e & 1) {
    m <<= 1;
    e--;
  }
  // q = floor(sqrt(m * 2^54)), 54 bits: 53 for the result, one to round.
  uint64_t q = 0, r = 0;
  for (int i = 0; i < 54; i++) {
    int hi = 53 - 2 * i;
    uint64_t pair = hi >= 1 ? (m >> (hi - 1)) & 3 : hi == 0 ? (m << 1) & 2 : 0;
    r = (r << 2) | pair;
    uint64_t t = (q << 2) | 1;
    q <<= 1;
    if (r >= t) {
      r -= t;
      q |= 1;
    }
  }
  // sqrt(x) = q * 2^((e - 54) / 2); a square root is never exactly halfway.
  uint64_t res = (q >> 1) + (q & 1);
  int y = (e - 54) / 2 + 1;
  if (res >> 53) {
    res >>= 1;
    y++;
  }
  v.u = ((uint64_t)(y + 52 + 1023) << 52) | (res & 0xfffffffffffffULL);
  return v.d;
}

float sqrtf(float x) {
  return (float)sqrt(x);
}

// The same digit-by-digit method on the 64-bit significand, with the
// root and remainder in unsigned __int128 (65 root bits, 64 kept + 1).
long double sqrtl(long double x) {
  if (x == 0 || x != x || (x > __LDBL_MAX__))
    return x;
  if (x < 0)
    return __invalidl();
  union { long double v; struct { uint64_t m; uint16_t se; } b; } u;
  u.v = x;
  uint64_t m = u.b.m;
  int e = u.b.se & 0x7fff;
  if (e == 0) {  // subnormal
    e = 1;
    while (!(m >> 63)) {
      m <<= 1;
      e--;
    }
  }
  e -= 16383 + 63;  // x = m * 2^e, m in [2^63, 2^64)
  // mx in [2^64, 2^66) with e even; the radicand mx * 2^64 has 130 bits
  // and its root q 65: 64 for the result and one to round.
  unsigned __int128 mx = m;
  if (e & 1) {
    mx <<= 1;
    e -= 1;
  } else {
    mx <<= 2;
    e -= 2;
  }
  unsigned __int128 q = 0, r = 0;
  for (int i = 0; i < 65; i++) {
    int lo = 128 - 2 * i;  // the pair's low bit in the radicand
    unsigned __int128 pair = lo >= 64 ? (mx >> (lo - 64)) & 3 : 0;
    r = (r << 2) | pair;
    unsigned __int128 t = (q << 2) | 1;
    q <<= 1;
    if (r >= t) {
      r -= t;
      q |= 1;
    }
  }
  // sqrt(x) = q * 2^((e - 64) / 2); never exactly halfway.
  uint64_t res = (uint64_t)(q >> 1) + (uint64_t)(q & 1);
  int y = (e - 64) / 2 + 1;
  if (res == 0) {  // 1.11..1 rounded up to 10.00..0
    res = 1ULL << 63;
    y++;
  }
  u.b.m = res;
  u.b.se = (uint16_t)(y + 63 + 16383);
  return u.v;
}
