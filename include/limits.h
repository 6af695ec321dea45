/* limits.h - C11 5.2.4.2.1, for safecc.

   We define the C limits, then hand over to glibc's <limits.h> with
   #include_next for the POSIX ones (PATH_MAX, SSIZE_MAX, ...).  glibc's
   file itself does an #include_next of "the compiler's" limits.h when
   __GNUC__ is defined, unless _GCC_LIMITS_H_ says that has happened;
   defining it first stops that loop. */

#ifndef __SAFECC_LIMITS_H
#define __SAFECC_LIMITS_H
#define _GCC_LIMITS_H_

#define CHAR_BIT 8
#define MB_LEN_MAX 16

#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#ifdef __CHAR_UNSIGNED__
#define CHAR_MIN 0
#define CHAR_MAX UCHAR_MAX
#else
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#endif

#define SHRT_MIN (-32767 - 1)
#define SHRT_MAX 32767
#define USHRT_MAX 65535

#define INT_MIN (-INT_MAX - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U

#if defined(__LP64__) || defined(_LP64) || defined(__x86_64__) || defined(__aarch64__)
#define LONG_MAX 9223372036854775807L
#define ULONG_MAX 18446744073709551615UL
#else
#define LONG_MAX 2147483647L
#define ULONG_MAX 4294967295UL
#endif
#define LONG_MIN (-LONG_MAX - 1L)

#define LLONG_MAX 9223372036854775807LL
#define LLONG_MIN (-LLONG_MAX - 1LL)
#define ULLONG_MAX 18446744073709551615ULL

#include_next <limits.h>

#endif
