// Division and remainder by a constant, which the compiler may do with a
// multiplication and shifts (src/divide.c), against the same operations
// by a divisor it cannot see (a volatile, so a division instruction):
// int, unsigned, long and unsigned long, positive and negative divisors,
// powers of two, divisors near the type's limits, and dividends at the
// edges (0, ±1, the limits, next to multiples of the divisor) and spread
// by a pseudo-random sequence.
#include "test.h"
#include <limits.h>

enum { RANDOM = 200 };
static long long dividends[RANDOM + 16];
static int count;

static void make_dividends(void) {
  long long edges[] = {0, 1, -1, 2, -2, 7, -7, 99, -100, INT_MAX, INT_MIN, UINT_MAX,
                       LLONG_MAX, LLONG_MIN, LLONG_MAX - 1, LLONG_MIN + 1};
  for (unsigned i = 0; i < sizeof edges / sizeof edges[0]; i++)
    dividends[count++] = edges[i];
  unsigned long long x = 88172645463325252ULL;
  for (int i = 0; i < RANDOM; i++) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    // every magnitude: shift by 0..63 bits
    dividends[count++] = (long long)(x >> (i % 64));
  }
}

#define TRY_SIGNED(T, MIN, d)                                      \
  do {                                                             \
    volatile T divisor = (d);                                      \
    for (int i = 0; i < count; i++) {                              \
      T n = (T)dividends[i];                                       \
      if ((d) == -1 && n == (MIN))                                 \
        continue;                                                  \
      CHECK(n / divisor, n / (d));                                 \
      CHECK(n % divisor, n % (d));                                 \
    }                                                              \
  } while (0)

#define TRY_UNSIGNED(T, d)                                         \
  do {                                                             \
    volatile T divisor = (d);                                      \
    for (int i = 0; i < count; i++) {                              \
      T n = (T)dividends[i];                                       \
      CHECKU(n / divisor, n / (d));                                \
      CHECKU(n % divisor, n % (d));                                \
    }                                                              \
  } while (0)

static void ints(void) {
  TRY_SIGNED(int, INT_MIN, 2);
  TRY_SIGNED(int, INT_MIN, 3);
  TRY_SIGNED(int, INT_MIN, 7);
  TRY_SIGNED(int, INT_MIN, 10);
  TRY_SIGNED(int, INT_MIN, 16);
  TRY_SIGNED(int, INT_MIN, 641);
  TRY_SIGNED(int, INT_MIN, 7919);
  TRY_SIGNED(int, INT_MIN, 1000000007);
  TRY_SIGNED(int, INT_MIN, INT_MAX);
  TRY_SIGNED(int, INT_MIN, -1);
  TRY_SIGNED(int, INT_MIN, -2);
  TRY_SIGNED(int, INT_MIN, -3);
  TRY_SIGNED(int, INT_MIN, -10);
  TRY_SIGNED(int, INT_MIN, -1024);
  TRY_SIGNED(int, INT_MIN, INT_MIN);
}

static void unsigneds(void) {
  TRY_UNSIGNED(unsigned, 2u);
  TRY_UNSIGNED(unsigned, 3u);
  TRY_UNSIGNED(unsigned, 7u);
  TRY_UNSIGNED(unsigned, 10u);
  TRY_UNSIGNED(unsigned, 641u);
  TRY_UNSIGNED(unsigned, 65535u);
  TRY_UNSIGNED(unsigned, 65536u);
  TRY_UNSIGNED(unsigned, 0x80000000u);
  TRY_UNSIGNED(unsigned, 0x80000001u);
  TRY_UNSIGNED(unsigned, UINT_MAX);
}

static void longs(void) {
  TRY_SIGNED(long, LONG_MIN, 2L);
  TRY_SIGNED(long, LONG_MIN, 3L);
  TRY_SIGNED(long, LONG_MIN, 10L);
  TRY_SIGNED(long, LONG_MIN, 1000000007L);
  TRY_SIGNED(long, LONG_MIN, 1L << 40);
  TRY_SIGNED(long, LONG_MIN, (1L << 62) + 1);
  TRY_SIGNED(long, LONG_MIN, LONG_MAX);
  TRY_SIGNED(long, LONG_MIN, -1L);
  TRY_SIGNED(long, LONG_MIN, -7L);
  TRY_SIGNED(long, LONG_MIN, -(1L << 62));
  TRY_SIGNED(long, LONG_MIN, LONG_MIN);
}

static void unsigned_longs(void) {
  TRY_UNSIGNED(unsigned long, 2ul);
  TRY_UNSIGNED(unsigned long, 3ul);
  TRY_UNSIGNED(unsigned long, 10ul);
  TRY_UNSIGNED(unsigned long, 1000000007ul);
  TRY_UNSIGNED(unsigned long, 0xffffffffffful);
  TRY_UNSIGNED(unsigned long, (1ul << 63) - 1);
  TRY_UNSIGNED(unsigned long, 1ul << 63);
  TRY_UNSIGNED(unsigned long, ULONG_MAX);
}

int main(void) {
  make_dividends();
  ints();
  unsigneds();
  longs();
  unsigned_longs();
  return 0;
}
