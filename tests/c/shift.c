// Shifts: promotion of the left operand, arithmetic right shift of negative
// values (implementation-defined: arithmetic with gcc on x86_64), shift
// counts in variables and of every width.
#include "test.h"

int main(void) {
  CHECK(8, 1 << 3);
  CHECK(2, 16 >> 3);
  CHECK(-4, -16 >> 2);
  CHECK(-1, -1 >> 31);
  CHECK(1073741823, 0x7fffffff >> 1);
  CHECKU(2147483648u, 1u << 31);
  CHECKU(1, 0x80000000u >> 31);
  CHECK(-2147483647 - 1, (int)(1u << 31));
  CHECKU(0x8000000000000000ul, 1ul << 63);
  CHECK(1, (long)(1ul << 63) < 0);
  CHECK(-1, (long)0x8000000000000000ul >> 63);
  CHECKU(1, 0x8000000000000000ul >> 63);
  CHECK(4, sizeof(1 << 40L));          // type is that of the promoted left operand
  CHECK(8, sizeof(1L << 4));
  CHECK(4, sizeof((char)1 << 4));
  {
    unsigned char c = 0x80;
    CHECK(256, c << 1);                  // promoted, no truncation
    CHECK(0x40, c >> 1);
    signed char sc = -128;
    CHECK(-64, sc >> 1);
    CHECK(-256, sc << 1);
    short s = -2;
    CHECK(-1, s >> 1);
  }
  {
    int n;
    long l = 1;
    unsigned long ul = ~0ul;
    for (n = 0; n < 64; n++) {
      CHECK(1, (l << n) != 0);
      CHECK(1, (ul >> n) != 0);
    }
    n = 63;
    CHECKU(1, ul >> n);
    n = 32;
    CHECK(0x100000000L, l << n);
    int i = -8;
    n = 2;
    CHECK(-2, i >> n);
    CHECK(-32, i << n);
    unsigned u = 0xf0000000u;
    CHECKU(0x0f000000u, u >> 4);
    CHECKU(0, u << 4);
    long long ll = -1;
    CHECK(-1, ll >> 40);
    CHECK(-(1LL << 40), ll << 40);
    n = 5;
    char c = 3;
    CHECK(96, c << n);
    CHECK(6, 200 >> n);
    i = 1;
    i <<= 30;
    CHECK(1073741824, i);
    i >>= 29;
    CHECK(2, i);
    ul = 1;
    ul <<= 40;
    CHECK(1, ul == 1099511627776ul);
  }
  return 0;
}
