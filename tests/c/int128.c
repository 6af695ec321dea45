// __int128 and unsigned __int128: arithmetic across the 64-bit boundary,
// multiplication, division, shifts, comparisons, conversions, as struct
// members, function arguments and return values.
#include "test.h"

typedef __int128 i128;
typedef unsigned __int128 u128;

static u128 mul64(unsigned long a, unsigned long b) { return (u128)a * b; }
static i128 add3(i128 a, i128 b, i128 c) { return a + b + c; }
static unsigned long hi(u128 x) { return (unsigned long)(x >> 64); }
static unsigned long lo(u128 x) { return (unsigned long)x; }

int main(void) {
  CHECK(16, sizeof(i128));
  CHECK(16, sizeof(u128));
  u128 x = ~0ul;
  x += 1;
  CHECKU(1, hi(x));
  CHECKU(0, lo(x));
  x -= 1;
  CHECKU(0, hi(x));
  CHECKU(~0ul, lo(x));
  u128 m = mul64(~0ul, ~0ul);      // (2^64-1)^2 = 2^128 - 2^65 + 1
  CHECKU(0xfffffffffffffffeul, hi(m));
  CHECKU(1, lo(m));
  i128 n = -1;
  CHECK(-1, (long)(n >> 100));
  CHECKU(~0ul, hi((u128)n));
  i128 big = (i128)1 << 100;
  CHECKU(1ul << 36, hi(big));
  CHECK(1, big > 0);
  CHECK(1, -big < 0);
  i128 q = big / 3;
  i128 r = big % 3;
  CHECK(1, q * 3 + r == big);
  CHECK(1, r == 1);                 // 2^100 mod 3 = 1
  CHECKU(0x555555555ul, hi(q));
  u128 d = m / ~0ul;
  CHECKU(0, hi(d));
  CHECKU(~0ul, lo(d));
  CHECK(0, (long)(m % ~0ul));
  i128 neg = -((i128)7 << 70);
  CHECK(1, neg / ((i128)1 << 70) == -7);
  CHECK(1, neg % 5 == -((((i128)7 << 70) % 5)));
  CHECK(1, add3(1, 2, 3) == 6);
  CHECK(1, add3((i128)1 << 64, -1, 0) == 0xfffffffffffffffful);
  u128 sh = 1;
  int k = 127;
  sh <<= k;
  CHECKU(0x8000000000000000ul, hi(sh));
  sh >>= 127;
  CHECK(1, sh == 1);
  i128 ar = (i128)-1 << 64;
  CHECK(1, (ar >> 64) == -1);
  CHECK(1, ((u128)ar >> 64) == ~0ul);
  CHECK(1, (i128)(long)-5 == -5);
  CHECK(-5, (long)(i128)-5);
  CHECK(1, (u128)(unsigned long)-1 == ~0ul);
  CHECK(1, (i128)3.0e20 == (i128)300000000000000000000.0);
  CHECKF(1267650600228229401496703205376.0, (double)big);
  CHECK(1, (i128)(double)big == big);
  CHECK(1, (u128)1.8446744073709552e19 == (u128)1 << 64);
  struct { char c; i128 v; } s = {1, 5};
  CHECK(32, sizeof(s));
  CHECK(1, s.v == 5);
  CHECK(16, _Alignof(i128));
  u128 bits = ((u128)0xf0f0 << 64) | 0x0f0f;
  CHECKU(0xf0f0, hi(bits));
  CHECKU(0x0f0f, lo(bits & ~(u128)0));
  CHECK(1, (bits ^ bits) == 0);
  CHECK(1, ~(u128)0 == (u128)-1);
  i128 acc = 1;
  for (int i = 1; i <= 30; i++)
    acc *= i;                          // 30! fits in 108 bits
  CHECKU(0x865df5dd54000000ul, lo(acc));
  CHECKU(0xd13f6370f96ul, hi(acc));
  CHECK(1, acc / ((i128)1 << 64) == (i128)hi(acc));
  return 0;
}
