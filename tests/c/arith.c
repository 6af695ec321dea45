// Integer arithmetic: precedence, division and remainder signs, the integer
// promotions and the usual arithmetic conversions at the edges of each type.
#include "test.h"
#include <limits.h>

int main(void) {
  CHECK(7, 1 + 2 * 3);
  CHECK(9, (1 + 2) * 3);
  CHECK(-3, 1 - 4);
  CHECK(2, 10 / 4);
  CHECK(-2, -10 / 4);
  CHECK(-2, 10 / -4);
  CHECK(2, 10 % 4);
  CHECK(-2, -10 % 4);
  CHECK(2, 10 % -4);
  CHECK(1, 7 - 3 - 3);
  CHECK(1, 16 / 4 / 4);
  CHECK(5, 5 & 7);
  CHECK(7, 5 | 2);
  CHECK(6, 5 ^ 3);
  CHECK(-6, ~5);
  CHECK(1, !0);
  CHECK(0, !5);
  CHECK(-5, -+5);
  CHECK(5, - -5);
  CHECK(1, 1 < 2 == 1);
  CHECK(3, 1 | 2 & 3);
  CHECK(0, 2 > 3);
  CHECK(1, 3 >= 3);
  CHECK(1, 3 != 4);

  // Promotions: char and short operands become int.
  {
    char c = 100;
    CHECK(200, c + c);
    unsigned char uc = 255;
    CHECK(256, uc + 1);
    CHECK(4, sizeof(uc + uc));
    CHECK(4, sizeof(+c));
    CHECK(4, sizeof(-uc));
    CHECK(-256, ~uc);
    short s = 32767;
    CHECK(32768, s + 1);
    unsigned short us = 65535;
    CHECK(65536, us + 1);
    CHECK(-65536, ~us);
    signed char sc = -128;
    CHECK(128, -sc);
    CHECK(-128, sc);
  }

  // Usual arithmetic conversions.
  {
    int i = -1;
    unsigned u = 1;
    CHECK(0, i < u);             // -1 converts to UINT_MAX
    CHECK(1, i < (long)u);       // long can represent every unsigned int
    long l = -1;
    unsigned long ul = 1;
    CHECK(0, l < ul);
    CHECK(1, (short)-1 < (unsigned short)1); // both promoted to int
    CHECKU(4294967295u, i + 0u);
    CHECK(8, sizeof(1 + 1L));
    CHECK(4, sizeof(1u + 1));
    CHECK(8, sizeof(1u + 1L));
    CHECK(1, (1u + 1L) > 0);
    CHECK(1, -1L < 1u);          // unsigned int -> long
    CHECK(0, -1LL < 1ULL);
    CHECKU(4294967295ul, (unsigned long)(unsigned)-1);
    CHECK(-1, (long)(int)-1);
    CHECK(2147483647, INT_MAX);
    CHECK(-2147483647 - 1, INT_MIN);
    CHECK(1, INT_MIN < 0);
    CHECKU(2147483648u, (unsigned)INT_MAX + 1);
    CHECK(-2147483648LL, (long long)INT_MIN);
    CHECK(9223372036854775807LL, LLONG_MAX);
    CHECK(1, LLONG_MIN < 0);
    CHECKU(18446744073709551615ull, ULLONG_MAX);
  }

  // Types of integer constants.
  CHECK(4, sizeof(2147483647));
  CHECK(8, sizeof(2147483648));   // does not fit int: long
  CHECK(4, sizeof(0x7fffffff));
  CHECK(4, sizeof(0xffffffff));   // hex: unsigned int
  CHECK(1, 0xffffffff > 0);
  CHECK(8, sizeof(0x100000000));
  CHECK(8, sizeof(0xffffffffffffffff));
  CHECK(1, 0xffffffffffffffff > 0);
  CHECK(4, sizeof(1u));
  CHECK(8, sizeof(1ul));
  CHECK(8, sizeof(1ll));
  CHECK(8, sizeof(1ULL));
  CHECK(8, 010);
  CHECK(255, 0xFF);
  CHECK(5, 0b101);
  CHECK(0, 0);
  CHECK(-2147483648LL, -2147483648);

  // Division by powers of two rounds toward zero.
  {
    int m = -7;
    CHECK(-3, m / 2);
    CHECK(-1, m % 2);
    CHECK(-1, m / 4);
    long lm = -7;
    CHECK(-3, lm / 2);
    unsigned um = 7;
    CHECK(3, um / 2);
    CHECK(1, um % 2);
  }

  // Compound assignment converts back to the left operand's type.
  {
    char c = 10;
    c *= 30;                // 300 -> char is -44 on x86_64
    CHECK(44, c);
    c = 100;
    c += 100;
    CHECK(-56, c);
    unsigned char uc = 250;
    uc += 10;
    CHECK(4, uc);
    short s = 1000;
    s *= 100;
    CHECK(-31072, s);
    int i = 7;
    i /= 2.0 + 0.5;         // 7 / 2.5 = 2.8 -> 2
    CHECK(2, i);
    i = 10;
    i -= 3;
    i <<= 2;
    i >>= 1;
    i |= 1;
    i &= 13;
    i ^= 3;
    CHECK(14, i);
    i %= 5;
    CHECK(4, i);
  }

  // Comma and assignment values.
  {
    int a, b;
    CHECK(3, (a = 1, b = 2, a + b));
    CHECK(5, a = b = 5);
    CHECK(5, a);
    CHECK(5, b);
  }
  return 0;
}
