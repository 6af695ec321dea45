// Conversions between every integer type and float, double and long double,
// including unsigned long values at and above 2^63, truncation toward zero
// and conversions between the floating types.
#include "test.h"

static volatile double vd;  // defeat constant folding where it matters

int main(void) {
  CHECK(3, (int)3.9);
  CHECK(-3, (int)-3.9);
  CHECK(3, (int)3.9f);
  CHECK(-3, (int)-3.9L);
  CHECK(255, (unsigned char)255.9);
  CHECK(-128, (signed char)-128.5);
  CHECK(65535, (unsigned short)65535.0f);
  CHECK(-32768, (short)-32768.0);
  CHECK(2147483647, (int)2147483647.0);
  CHECKU(4294967295u, (unsigned)4294967295.0);
  CHECKU(3000000000u, (unsigned)3e9);
  CHECKU(3000000000u, (unsigned)3e9f);
  CHECKU(3000000000u, (unsigned)3e9L);
  CHECK(1099511627776L, (long)1099511627776.0);
  CHECK(-1099511627776L, (long)-1099511627776.0f);

  // unsigned long <-> double around 2^63
  CHECKU(9223372036854775808ul, (unsigned long)9223372036854775808.0);
  CHECKU(9223372036854775808ul, (unsigned long)9223372036854775808.0f);
  CHECKU(9223372036854775808ul, (unsigned long)9223372036854775808.0L);
  CHECKU(18446744073709549568ul, (unsigned long)18446744073709549568.0);
  CHECKU(12345678901234567168ul, (unsigned long)1.2345678901234567e19);
  CHECKU(18446742974197923840ul, (unsigned long)1.8446743e19f);
  CHECKU(18446744073709551615ul, (unsigned long)18446744073709551615.0L);
  {
    unsigned long u = 9223372036854775808ul;
    double d = u;
    CHECKF(9223372036854775808.0, d);
    float f = u;
    CHECKF(9223372036854775808.0f, f);
    long double ld = u;
    CHECKF(9223372036854775808.0L, ld);
    u = 18446744073709551615ul;
    d = u;
    CHECKF(18446744073709551616.0, d);   // rounds up to 2^64
    f = u;
    CHECKF(18446744073709551616.0f, f);
    ld = u;
    CHECKF(18446744073709551615.0L, ld); // exact in 64-bit mantissa
    u = 9223372036854777855ul;           // 2^63 + 2047: rounds to 2^63 + 2048? no: to nearest
    d = u;
    CHECKF(9223372036854777856.0, d);
    u = 9223372036854776833ul;           // 2^63 + 1025: rounds up to 2^63 + 2048
    d = u;
    CHECKF(9223372036854777856.0, d);
    u = 12345;
    d = u;
    CHECKF(12345.0, d);
    u = (unsigned long)vd;
    vd = 1.5e19;
    u = vd;
    CHECKU(15000000000000000000ul, u);
    vd = 9223372036854775807.0;           // == 2^63
    u = vd;
    CHECKU(9223372036854775808ul, u);
    vd = 4.5e18;
    u = vd;
    CHECKU(4500000000000000000ul, u);
    long double lv = 1.8e19L;
    u = lv;
    CHECKU(18000000000000000000ul, u);
    float fv = 1.0e19f;
    u = fv;
    CHECKU(9999999980506447872ul, u);
  }
  {
    long l = -9223372036854775807L - 1;
    double d = l;
    CHECKF(-9223372036854775808.0, d);
    l = d;
    CHECK(-9223372036854775807L - 1, l);
    unsigned u = 4294967295u;
    d = u;
    CHECKF(4294967295.0, d);
    float f = u;
    CHECKF(4294967296.0f, f);
    u = f - 1.0f;          // 4294967295.0 not representable: f - 1 == 2^32 in float
    f = 3e9f;
    u = f;
    CHECKU(3000000000u, u);
    int i = -7;
    f = i;
    CHECKF(-7.0f, f);
    long double ld = i;
    CHECKF(-7.0L, ld);
    i = ld * 1.5L;
    CHECK(-10, i);
    unsigned char uc = 200;
    d = uc;
    CHECKF(200.0, d);
    signed char sc = -100;
    d = sc;
    CHECKF(-100.0, d);
    short s = -30000;
    f = s;
    CHECKF(-30000.0f, f);
    unsigned short us = 60000;
    ld = us;
    CHECKF(60000.0L, ld);
    sc = -2.9;
    CHECK(-2, sc);
    uc = 2.9f;
    CHECK(2, uc);
    s = -300.7L;
    CHECK(-300, s);
  }
  {
    // between floating types
    double d = 0.1;
    float f = d;
    CHECK(1, (double)f != d);
    CHECKF(0.100000001490116119384765625, f);
    long double ld = d;
    CHECKF(0.1000000000000000055511151231257827021181583404541015625L, ld);
    ld = 1.0L / 3.0L;
    d = ld;
    CHECKF(1.0 / 3.0, d);
    f = ld;
    CHECKF(1.0f / 3.0f, f);
    d = 1e300;
    f = d;
    CHECK(1, f > 3.4e38f);       // overflows to +inf
    ld = 1e4000L;
    CHECK(1, ld > 1e308);
    d = ld;
    CHECK(1, d > 1.7e308);       // +inf
    f = 16777217;                // 2^24 + 1 rounds to even
    CHECKF(16777216.0f, f);
    d = 9007199254740993L;       // 2^53 + 1
    CHECKF(9007199254740992.0, d);
    ld = 9007199254740993L;
    CHECKF(9007199254740993.0L, ld);
  }
  CHECK(1, (_Bool)0.1f);
  CHECK(1, (_Bool)-0.0001L);
  CHECK(0, (_Bool)0.0L);
  CHECK(0, (_Bool)-0.0);
  CHECK(4, sizeof((float)1));
  CHECK(8, sizeof((double)1.0f));
  CHECK(16, sizeof((long double)1));
  return 0;
}
