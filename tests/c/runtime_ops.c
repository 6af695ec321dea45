// The arithmetic of arith.c, shift.c, cast_int.c and cast_float.c again, but
// on volatile operands so that no constant folding can happen: every
// operation below is computed by generated code, for every integer width.
#include "test.h"

static volatile signed char sc_m5 = -5, sc_100 = 100, sc_min = -128;
static volatile unsigned char uc_250 = 250, uc_3 = 3;
static volatile short s_m300 = -300, s_max = 32767;
static volatile unsigned short us_65000 = 65000, us_7 = 7;
static volatile int i_m7 = -7, i_2 = 2, i_3 = 3, i_max = 2147483647, i_min = -2147483647 - 1;
static volatile unsigned u_7 = 7, u_max = 4294967295u, u_big = 3000000000u;
static volatile long l_m7 = -7, l_big = 0x123456789abL, l_min = -9223372036854775807L - 1;
static volatile unsigned long ul_max = 18446744073709551615ul, ul_2p63 = 9223372036854775808ul;
static volatile int sh_1 = 1, sh_4 = 4, sh_31 = 31, sh_63 = 63;
static volatile float f_2_5 = 2.5f, f_m2_5 = -2.5f, f_3e9 = 3e9f;
static volatile double d_2_5 = 2.5, d_m7_9 = -7.9, d_1e19 = 1e19, d_2p63 = 9223372036854775808.0;
static volatile long double ld_2_5 = 2.5L, ld_m1e10 = -1e10L;

int main(void) {
  // division and remainder, each signedness and width
  CHECK(-3, i_m7 / i_2);
  CHECK(-1, i_m7 % i_2);
  CHECK(2, i_m7 / -i_3);
  CHECK(-1, i_m7 % i_3);
  CHECK(-3, l_m7 / i_2);
  CHECK(-1, l_m7 % i_2);
  CHECKU(1431655765u, u_max / i_3);        // i_3 converted to unsigned
  CHECKU(0, u_max % i_3);
  CHECKU(613566756u, u_max / u_7);
  CHECKU(3u, u_max % u_7);
  CHECKU(6148914691236517205ul, ul_max / i_3);
  CHECKU(1ul, ul_2p63 / (ul_2p63 - 1));
  CHECK(-1, sc_m5 / i_3);
  CHECK(-2, sc_m5 % i_3);
  CHECK(83, uc_250 / uc_3);
  CHECK(-100, s_m300 / i_3);
  CHECK(9285, us_65000 / us_7);
  CHECK(5, us_65000 % us_7);
  CHECK(-1, i_min / i_max);
  CHECK(-1, i_min % i_max);
  CHECK(0x123456789abL / 7, l_big / u_7);   // u_7 -> long

  // + - * with wraparound in unsigned types and promotions of narrow types
  CHECK(200, sc_100 + sc_100);
  CHECK(-256, sc_min + sc_min);
  CHECK(500, uc_250 * 2);
  CHECK(-65, uc_250 * sc_m5 + 1185);
  CHECK(65535, s_max + s_max + 1);
  CHECK(130000, us_65000 + us_65000);
  CHECKU(4294967294u, u_max + u_max);
  CHECKU(1, u_max * u_max);
  CHECKU(3820130816u, u_big * u_7);
  CHECKU(18446744073709551614ul, ul_max * 2);
  CHECK(-2147483647 - 1, (int)(i_max + 1u));
  CHECK(4294967296L, i_max + 1L + i_max + 1L);
  CHECK(1, l_min < 0);
  CHECKU(0x7fffffffffffffffUL, l_min - 1ul);   // unsigned arithmetic: no overflow

  // bitwise and shifts with variable counts
  CHECK(-6, ~sc_m5 - 10);
  CHECK(-251, ~uc_250);              // promoted to int first
  CHECK(5, (unsigned char)~uc_250);
  CHECK(0xfa, uc_250 & 0xff);
  CHECK(-5, sc_m5 | i_2);
  CHECK(-8, sc_m5 ^ i_3);
  CHECK(2, i_2 << (sh_1 - 1));
  CHECK(-112, i_m7 << sh_4);
  CHECK(-1, i_m7 >> sh_4);
  CHECK(-1, i_min >> sh_31);
  CHECKU(1, (unsigned)i_min >> sh_31);
  CHECK(-1, l_min >> sh_63);
  CHECKU(1, ul_2p63 >> sh_63);
  CHECKU(0x8000000000000000ul, 1ul << sh_63);
  CHECK(0x1000, uc_250 - 249 << 12);
  CHECK(4000, uc_250 << sh_4);
  CHECK(-19, s_m300 >> sh_4);
  CHECK(4062, us_65000 >> sh_4);
  CHECKU(0x7fffffffu, u_max >> sh_1);
  CHECK(0x123456789abL >> 4, l_big >> sh_4);

  // comparisons across signedness
  CHECK(0, i_m7 < u_7);
  CHECK(1, i_m7 < (long)u_7);
  CHECK(1, sc_m5 < uc_3);
  CHECK(1, s_m300 < us_7);
  CHECK(1, l_m7 < ul_max);           // 2^64-7 < 2^64-1
  CHECK(0, l_m7 < ul_2p63);
  CHECK(1, i_m7 == (int)4294967289u);
  CHECK(1, u_big > i_max);
  CHECK(1, l_min < i_min);

  // narrowing and widening conversions
  CHECK(-6, (signed char)uc_250);
  CHECK(250, (unsigned char)uc_250);
  CHECK(-300, (short)s_m300);
  CHECK(212, (unsigned char)s_m300);
  CHECK(-536, (short)us_65000);
  CHECKU(4294967291u, (unsigned)sc_m5);
  CHECKU(18446744073709551611ul, (unsigned long)sc_m5);
  CHECK(65000, (long)us_65000);
  CHECK(3000000000L, (long)u_big);
  CHECK(-1294967296, (int)u_big);
  CHECK(-30293, (short)l_big);          // low 16 bits 0x89ab
  CHECK(1, (_Bool)l_big);
  CHECK(1, (_Bool)(l_big & 0x100));

  // floating <-> integer at run time
  CHECK(2, (int)f_2_5);
  CHECK(-2, (int)f_m2_5);
  CHECK(-7, (int)d_m7_9);
  CHECK(-7, (long)d_m7_9);
  CHECK(249, (unsigned char)(d_m7_9 + 257));
  CHECKU(3000000000u, (unsigned)f_3e9);
  CHECKU(10000000000000000000ul, (unsigned long)d_1e19);
  CHECKU(9223372036854775808ul, (unsigned long)d_2p63);
  CHECK(-10000000000L, (long)ld_m1e10);
  CHECKU(2, (unsigned long)ld_2_5);
  CHECKF(250.0, (double)uc_250);
  CHECKF(-5.0f, (float)sc_m5);
  CHECKF(65000.0L, (long double)us_65000);
  CHECKF(4294967295.0, (double)u_max);
  CHECKF(18446744073709551616.0, (double)ul_max);
  CHECKF(9223372036854775808.0, (double)ul_2p63);
  CHECKF(18446744073709551615.0L, (long double)ul_max);
  CHECKF(-9223372036854775808.0, (double)l_min);
  CHECKF(2.5, (double)f_2_5);
  CHECKF(2.5f, (float)d_2_5);
  CHECKF(2.5L, (long double)f_2_5);
  CHECKF(2.5, (double)ld_2_5);
  CHECKF(6.25, d_2_5 * f_2_5);
  CHECKF(-0.3125, f_m2_5 / 8);
  CHECKF(1.0, d_2_5 - 1.5f);
  CHECKF(6.25L, ld_2_5 * d_2_5);
  CHECK(1, f_m2_5 < d_2_5);
  CHECK(1, ld_2_5 == f_2_5);
  CHECK(0, d_m7_9 > ld_m1e10 == 0);
  return 0;
}
