// GNU builtins: __builtin_expect, offsetof, types_compatible_p, constant_p,
// clz/ctz/popcount (and the l/ll forms), bswap16/32/64, overflow
// arithmetic, alloca, unreachable, frame_address, choose_expr, huge_val,
// sqrt/sqrtf/sqrtl (correctly rounded; the expected bits are sqrt(2)
// rounded to 53, 24 and 64 significant bits).
#include "test.h"
#include <alloca.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>

struct s { char c; int i; struct { short a, b; } in; long arr[3]; };

static int pick(int x) {
  if (x > 0)
    return 1;
  if (x <= 0)
    return 0;
  __builtin_unreachable();
}

static int runtime_value = 5;

static volatile double two = 2.0, minus_zero = -0.0, minus_one = -1.0, inf = __builtin_inf();
static volatile float two_f = 2.0f;
static volatile long double two_l = 2.0L;

static void sqrt_builtins(void) {
  CHECK(1, __builtin_sqrt(two) == 0x1.6a09e667f3bcdp+0);
  CHECK(1, __builtin_sqrtf(two_f) == 0x1.6a09e6p+0f);
  CHECK(1, __builtin_sqrtl(two_l) == 0xb.504f333f9de6484p-3L);
  CHECK(1, __builtin_sqrt(two * two) == 2.0);
  CHECK(1, __builtin_sqrt(minus_zero) == 0 && __builtin_signbit(__builtin_sqrt(minus_zero)));
  double nan = __builtin_sqrt(minus_one);
  CHECK(1, nan != nan);
  CHECK(1, __builtin_sqrt(inf) == inf);
  CHECK(3, (int)__builtin_sqrt(9)); // an int argument is converted to double
}

int main(void) {
  sqrt_builtins();
  CHECK(1, __builtin_expect(1, 1));
  CHECK(5, __builtin_expect(runtime_value, 0));
  if (__builtin_expect(runtime_value == 5, 1))
    runtime_value++;
  CHECK(6, runtime_value);

  CHECK(0, offsetof(struct s, c));
  CHECK(4, offsetof(struct s, i));
  CHECK(10, offsetof(struct s, in.b));
  CHECK(16, offsetof(struct s, arr));
  CHECK(24, offsetof(struct s, arr[1]));
  CHECK(10, __builtin_offsetof(struct s, in.b));

  CHECK(1, __builtin_types_compatible_p(int, int));
  CHECK(1, __builtin_types_compatible_p(int, const int));   // qualifiers ignored
  CHECK(0, __builtin_types_compatible_p(int, long));
  CHECK(0, __builtin_types_compatible_p(long, long long));
  CHECK(0, __builtin_types_compatible_p(int, unsigned));
  CHECK(1, __builtin_types_compatible_p(int *, int *));
  CHECK(0, __builtin_types_compatible_p(int *, char *));
  CHECK(1, __builtin_types_compatible_p(int[3], int[3]));
  CHECK(1, __builtin_types_compatible_p(int[], int[3]));
  CHECK(0, __builtin_types_compatible_p(char, signed char));
  CHECK(1, __builtin_types_compatible_p(typeof(runtime_value), int));
  CHECK(1, __builtin_types_compatible_p(struct s, struct s));

  CHECK(1, __builtin_constant_p(1));
  CHECK(1, __builtin_constant_p(1 + 2 * 3));
  CHECK(0, __builtin_constant_p(runtime_value));

  CHECK(31, __builtin_clz(1));
  CHECK(0, __builtin_clz(0x80000000u));
  CHECK(27, __builtin_clz(16));
  CHECK(63, __builtin_clzl(1));
  CHECK(23, __builtin_clzll(0x10000000000ull));
  CHECK(0, __builtin_ctz(1));
  CHECK(4, __builtin_ctz(16));
  CHECK(31, __builtin_ctz(0x80000000u));
  CHECK(40, __builtin_ctzl(1ul << 40));
  CHECK(63, __builtin_ctzll(1ull << 63));
  CHECK(0, __builtin_popcount(0));
  CHECK(32, __builtin_popcount(0xffffffffu));
  CHECK(3, __builtin_popcount(7));
  CHECK(64, __builtin_popcountl(~0ul));
  CHECK(2, __builtin_popcountll(0x8000000000000001ull));
  {
    unsigned v = runtime_value;   // 6
    CHECK(29, __builtin_clz(v));
    CHECK(1, __builtin_ctz(v));
    CHECK(2, __builtin_popcount(v));
    CHECK(1, __builtin_ffs(v) == 2);
  }

  CHECKU(0x3412, __builtin_bswap16(0x1234));
  CHECKU(0x78563412u, __builtin_bswap32(0x12345678));
  CHECKU(0x0807060504030201ull, __builtin_bswap64(0x0102030405060708ull));
  {
    uint32_t x = 0xaabbccdd;
    CHECKU(0xddccbbaa, __builtin_bswap32(x));
    uint16_t h = 0xff00;
    CHECKU(0x00ff, __builtin_bswap16(h));
  }

  {
    int r;
    CHECK(0, __builtin_add_overflow(1, 2, &r));
    CHECK(3, r);
    CHECK(1, __builtin_add_overflow(INT_MAX, 1, &r));
    CHECK(INT_MIN, r);
    CHECK(1, __builtin_sub_overflow(INT_MIN, 1, &r));
    CHECK(INT_MAX, r);
    CHECK(1, __builtin_mul_overflow(1 << 16, 1 << 16, &r));
    CHECK(0, r);
    CHECK(0, __builtin_mul_overflow(-1000, 1000, &r));
    CHECK(-1000000, r);
    unsigned u;
    CHECK(1, __builtin_sub_overflow(0u, 1u, &u));
    CHECKU(4294967295u, u);
    CHECK(1, __builtin_add_overflow(4294967295u, 1u, &u));
    CHECK(0, u);
    long l;
    CHECK(0, __builtin_mul_overflow(1L << 31, 1L << 31, &l));
    CHECK(1L << 62, l);
    CHECK(1, __builtin_mul_overflow(1L << 32, 1L << 31, &l));
    unsigned long ul;
    CHECK(1, __builtin_mul_overflow(1ul << 63, 2ul, &ul));
    CHECK(0, ul);
    CHECK(0, __builtin_add_overflow(-1, 1, &u));    // result 0 fits unsigned
    CHECK(1, __builtin_add_overflow(-2, 1, &u));    // -1 does not
    short sh;
    CHECK(1, __builtin_add_overflow(30000, 30000, &sh));
    CHECK(0, __builtin_add_overflow(100, 200, &sh));
    CHECK(300, sh);
  }

  {
    char *p = alloca(100);
    memset(p, 'x', 100);
    CHECK('x', p[99]);
    int n = runtime_value * 10;
    long *q = __builtin_alloca(n * sizeof(long));
    q[n - 1] = 77;
    CHECK(77, q[n - 1]);
    CHECK(0, (uintptr_t)q % 16);
  }
  CHECK(1, pick(3));
  CHECK(0, pick(-3));
  CHECK(1, __builtin_frame_address(0) != 0);
  CHECK(4, sizeof(__builtin_choose_expr(1, 1, 1.0)));
  CHECK(8, sizeof(__builtin_choose_expr(0, 1, 1.0)));
  CHECK(1, __builtin_huge_val() > 1e308);
  CHECK(1, __builtin_inf() > 1e308);
  CHECK(1, __builtin_nan("") != __builtin_nan(""));
  CHECKF(1.5, __builtin_fabs(-1.5));
  CHECK(3, __builtin_strlen("abc"));
  CHECK(1, __builtin_memcmp("ab", "ab", 2) == 0);
  return 0;
}
