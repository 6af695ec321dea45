// Unsigned arithmetic wraps modulo 2^N; signed/unsigned comparisons convert.
#include "test.h"
#include <stdint.h>

int main(void) {
  unsigned u = 0;
  u--;
  CHECKU(4294967295u, u);
  u++;
  CHECKU(0, u);
  CHECKU(4294967294u, 4294967295u * 2);
  CHECKU(1, 4294967295u * 4294967295u);
  CHECKU(0, 0x80000000u + 0x80000000u);
  CHECKU(4294967295u, 0u - 1);
  CHECKU(2147483648u, -2147483648u); // unary minus on unsigned
  unsigned long ul = 0;
  ul -= 1;
  CHECKU(18446744073709551615ul, ul);
  CHECKU(0, ul + 1);
  CHECKU(9223372036854775808ul, (1ul << 63));
  CHECKU(18446744073709551614ul, ul * 2);
  unsigned char uc = 255;
  uc++;
  CHECK(0, uc);
  uc--;
  CHECK(255, uc);
  unsigned short us = 0;
  us--;
  CHECK(65535, us);
  uint8_t a = 200, b = 100;
  CHECK(300, a + b);            // promoted to int, no wrap
  uint8_t c = a + b;
  CHECK(44, c);
  CHECK(1, (uint8_t)(a + b) < a);

  // Division and remainder are unsigned.
  CHECKU(2147483647u, 4294967295u / 2);
  CHECKU(1, 4294967295u % 2);
  CHECKU(0x7fffffffffffffff, 0xffffffffffffffff / 2);
  CHECKU(5, 0xffffffffffffffff % 10);
  {
    unsigned x = 10, y = 3;
    CHECKU(3, x / y);
    CHECKU(1, x % y);
    unsigned long big = 0xfffffffffffffff0ul;
    CHECKU(0x5555555555555550ul, big / 3);
  }

  // Signed vs unsigned comparisons.
  {
    int neg = -1;
    unsigned one = 1;
    CHECK(1, neg > one);
    CHECK(0, neg == 4294967294u);
    CHECK(1, neg == 4294967295u);
    long lneg = -1;
    CHECK(1, lneg < one);        // one -> long
    unsigned long ulone = 1;
    CHECK(1, neg > ulone);       // -1 -> ULONG_MAX
  }

  // Conversions of negative values to unsigned types.
  CHECKU(255, (unsigned char)-1);
  CHECKU(65535, (unsigned short)-1);
  CHECKU(4294967295u, (unsigned)-1);
  CHECKU(18446744073709551615ul, (unsigned long)-1);
  CHECKU(4294967168u, (unsigned)(signed char)-128);
  CHECKU(128, (unsigned char)(signed char)-128);
  return 0;
}
