// Integer conversions: truncation, sign and zero extension, _Bool.
#include "test.h"
#include <stdbool.h>

int main(void) {
  CHECK(-1, (char)255);
  CHECK(255, (unsigned char)255);
  CHECK(0, (char)256);
  CHECK(44, (char)300);
  CHECK(-1, (short)65535);
  CHECK(0, (short)65536);
  CHECK(-32768, (short)32768);
  CHECK(-1, (int)4294967295u);
  CHECK(0, (int)4294967296L);
  CHECK(1, (int)4294967297L);
  CHECK(-2147483647 - 1, (int)2147483648L);
  CHECK(0x12345678, (int)0x1122334412345678L);
  CHECK(0x5678, (unsigned short)0x12345678);
  CHECK(0x78, (unsigned char)0x12345678);
  CHECK(-1, (long)(char)-1);
  CHECK(255, (long)(unsigned char)-1);
  CHECK(65535, (long)(unsigned short)-1);
  CHECK(4294967295L, (long)(unsigned)-1);
  CHECK(-1, (long)(int)-1);
  CHECK(-1, (long long)(signed char)255);
  CHECK(1, (_Bool)2);
  CHECK(1, (_Bool)-1);
  CHECK(0, (_Bool)0);
  CHECK(1, (_Bool)0.5);
  CHECK(0, (_Bool)0.0);
  CHECK(1, (_Bool)256);      // not truncated to 8 bits
  CHECK(1, (_Bool)0x100000000L);
  CHECK(1, (bool)"x");
  {
    bool b = 7;
    CHECK(1, b);
    b = b + 1;
    CHECK(1, b);
    b = 0;
    b++;
    CHECK(1, b);
    b++;
    CHECK(1, b);
    b--;
    CHECK(0, b);
    b--;
    CHECK(1, b);
    CHECK(1, sizeof(b));
    int *p = 0;
    b = p;
    CHECK(0, b);
    b = &p;
    CHECK(1, b);
  }
  {
    // conversions through variables, not only constants
    long l = 0x123456789abcdefL;
    int i = l;
    short s = l;
    signed char c = l;
    unsigned char uc = l;
    CHECK(0x89abcdef - 0x100000000L, i);
    CHECK(-0x3211, s);
    CHECK(-17, c);
    CHECK(0xef, uc);
    i = -5;
    unsigned long ul = i;
    CHECKU(18446744073709551611ul, ul);
    unsigned u = i;
    ul = u;
    CHECKU(4294967291ul, ul);
    l = u;
    CHECK(4294967291L, l);
    c = -3;
    u = c;
    CHECKU(4294967293u, u);
    uc = c;
    i = uc;
    CHECK(253, i);
    unsigned short us = c;
    CHECK(65533, us);
    s = us;
    CHECK(-3, s);
  }
  {
    // pointer <-> integer
    int x;
    int *p = &x;
    long l = (long)p;
    CHECK(1, (int *)l == p);
    unsigned long ul = (unsigned long)p;
    CHECK(1, (void *)ul == (void *)p);
    CHECK(0, (long)(void *)0);
    CHECK(16, (long)(char *)16);
    CHECK(24, (long)((int *)16 + 2));
  }
  return 0;
}
