// ldouble_encoding.c — src/ldouble.c's encode_long_double against the
// host: for the x87 format, the bytes the host's own long double has (this
// test runs on x86_64); for binary128, gcc's __float128 conversion of the
// same value.  On an x86_64 host every value is exact in both formats, so
// the rounding in ldouble.c (for hosts with a wider long double) is not
// reached here.
// units: src/ldouble.c
// Prints each mismatch with the bytes expected and got; exits 1 on any.
#include "backend.h"
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

Target *target;
static Target fake;

static int failures, checked;

static void print_bytes(const char *what, const uint8_t *b, int n) {
  printf("  %s", what);
  for (int i = n - 1; i >= 0; i--)
    printf("%02x", b[i]);
  printf("\n");
}

static void check(long double v) {
  uint8_t want[16] = {0}, got[16];
  fake.ldouble_format = LDOUBLE_X87;
  memcpy(want, &v, 10);
  encode_long_double(v, got);
  checked++;
  if (memcmp(want, got, 16)) {
    failures++;
    printf("x87 %La:\n", v);
    print_bytes("expected ", want, 16);
    print_bytes("got      ", got, 16);
  }
  __float128 q = (__float128)v;
  memcpy(want, &q, 16);
  fake.ldouble_format = LDOUBLE_BINARY128;
  encode_long_double(v, got);
  checked++;
  // The NaN payload of gcc's conversion keeps the x87 payload bits; only
  // the quiet bit is promised.
  if (v != v)
    want[13] &= 0x80, memset(want, 0, 13);
  if (memcmp(want, got, 16)) {
    failures++;
    printf("binary128 %La:\n", v);
    print_bytes("expected ", want, 16);
    print_bytes("got      ", got, 16);
  }
}

int main(void) {
  target = &fake;
  long double special[] = {0.0L, -0.0L, 1.0L, -1.0L, 0.5L, 2.0L, 3.0L, 0.1L, -0.1L, 1e300L,
                           1e-300L, 1e4000L, 1e-4000L, LDBL_MAX, -LDBL_MAX, LDBL_MIN,
                           LDBL_MIN / 2, LDBL_MIN / 3, LDBL_TRUE_MIN, -LDBL_TRUE_MIN,
                           LDBL_EPSILON, 1.0L + LDBL_EPSILON, 0x1.fffffffffffffffep0L,
                           HUGE_VALL, -HUGE_VALL, __builtin_nanl(""), 3.14159265358979323846L,
                           18446744073709551615.0L, 9007199254740993.0L};
  for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++)
    check(special[i]);
  // Pseudo-random bit patterns of normal and subnormal numbers.
  unsigned long long x = 88172645463325252ULL;
  for (int i = 0; i < 200000; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    uint8_t b[16] = {0};
    memcpy(b, &x, 8);
    b[7] |= 0x80; // the explicit integer bit of a normal number
    unsigned e = 1 + (unsigned)(x >> 17) % 0x7ffe; // not 0: no pseudo-denormals
    if (i % 10 == 0) {
      e = 0; // a subnormal
      b[7] &= 0x7f;
    }
    b[8] = e & 0xff;
    b[9] = (uint8_t)((e >> 8) | ((x >> 40) & 0x80));
    long double v;
    memcpy(&v, b, 16);
    check(v);
  }
  printf("%d of %d encodings differ\n", failures, checked);
  return failures != 0;
}
