// Conditional inclusion: #if arithmetic (intmax_t/uintmax_t), defined,
// #elif chains, #ifdef/#ifndef, unknown identifiers as 0, character
// constants, skipped groups containing junk, nesting.
#include "test.h"

#define ONE 1
#define ZERO 0
#define EXPR (ONE + 2 * 3)

int main(void) {
  int r = 0;
#if 1 + 2 * 3 == 7
  r |= 1;
#endif
#if EXPR == 7 && defined(ONE) && defined ZERO && !defined(NOT_DEFINED)
  r |= 2;
#endif
#if NOT_DEFINED == 0 && !NOT_DEFINED
  r |= 4;
#endif
#if -1 > 0u
  r |= 8;                           // -1 converts to UINTMAX_MAX
#endif
#if 0x7fffffffffffffff + 0 > 0 && -9223372036854775807 - 1 < 0
  r |= 16;
#endif
#if 'a' == 97 && '\n' == 10 && '\377' < 0
  r |= 32;
#endif
#if (ONE ? 5 : 6) == 5 && (ZERO ? 5 : 6) == 6
  r |= 64;
#endif
#if 10 / 3 == 3 && 10 % 3 == 1 && (1 << 10) == 1024 && (-8 >> 1) == -4 && ~0 == -1
  r |= 128;
#endif
#if 0
#error this must be skipped
#garbage directive in a skipped group
  'unterminated char in skipped text is fine? no: keep tokens valid'
#if 1
  r = -1000;
#endif
#elif 1
  r |= 256;
#else
  r = -1;
#endif
#if ZERO
  r = -1;
#elif ZERO
  r = -1;
#elif ONE
  r |= 512;
#elif 1
  r = -1;
#endif
#ifdef ONE
  r |= 1024;
#endif
#ifndef NOT_DEFINED
  r |= 2048;
#endif
#if defined ONE
#if defined ZERO
#if !defined(ONE)
  r = -1;
#else
  r |= 4096;
#endif
#endif
#endif
#if (2 || 1 / 0) && !(0 && 1 / 0)
  r |= 8192;
#endif
#if 18446744073709551615u == -1
  r |= 16384;
#endif
#if 1 == 1L && 0x10 == 16 && 010 == 8 && 0b11 == 3
  r |= 32768;
#endif
  CHECK(65535, r);
#if __STDC__ != 1 || __STDC_VERSION__ < 201112L || !defined(__x86_64__) || !defined(__GNUC__)
  CHECK(1, 0);
#endif
#if defined(__LP64__) && defined(__linux__) && defined(__CHAR_BIT__) ? __CHAR_BIT__ == 8 : 0
  r = 1;
#else
  r = 0;
#endif
  CHECK(1, r);
  return 0;
}
