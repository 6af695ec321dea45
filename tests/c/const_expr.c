// Constant expressions: in array sizes, case labels, enumerators, bitfield
// widths, static initializers (with casts, sizeof, ?:, floating arithmetic
// converted to integers) and _Static_assert.
#include "test.h"

#define N (3 * 4 - 2)
enum { E = N * 2, F = sizeof(long) << 2, G = (char)300, H = -1 ? 5 : 6 };
static int arr[N];
static char carr[sizeof(int) * 2 + 1];
static int from_float = 3.9;
static long mul = (long)(1.5 * 4);
static double dd = 1.0 / 4 + 2;
static float ff = 1 / 3.0f;
static unsigned long big = (unsigned long)-1 >> 1;
static int shifted = 1 << 30 >> 28;
static int logic = (3 > 2) + (2 >= 2) + (1 == 1) + !0 + (5 && 0) + (0 || 7);
static long ptrdiff = (long)((int *)0 + 5);
static int ternary = sizeof(int) == 4 ? 100 : 200;
static char ch = 'a' + 25;
static long long llneg = -9223372036854775807LL - 1;
static unsigned int uwrap = 0u - 1;
static int casted = (int)(unsigned char)0x1ff;
static int charcast = (signed char)0x80;
static double from_int = 7 / 2;
static long double ld = 1.0L / 8;
static _Bool bconst = 0.5;
static int bitops = (0xf0 | 0x0f) & ~0x3c ^ 0x100;

struct bits { int a : N - 7; int b : sizeof(short) * 4; };
_Static_assert(N == 10, "N");
_Static_assert(sizeof(arr) == 40, "arr");
_Static_assert(E == 20 && F == 32, "enum");

int main(void) {
  CHECK(10, sizeof(arr) / sizeof(arr[0]));
  CHECK(9, sizeof(carr));
  CHECK(20, E);
  CHECK(32, F);
  CHECK(44, G);
  CHECK(5, H);
  CHECK(3, from_float);
  CHECK(6, mul);
  CHECKF(2.25, dd);
  CHECKF(1 / 3.0f, ff);
  CHECKU(0x7fffffffffffffffUL, big);
  CHECK(4, shifted);
  CHECK(5, logic);
  CHECK(20, ptrdiff);
  CHECK(100, ternary);
  CHECK('z', ch);
  CHECK(1, llneg < 0);
  CHECKU(4294967295u, uwrap);
  CHECK(255, casted);
  CHECK(-128, charcast);
  CHECKF(3.0, from_int);
  CHECKF(0.125L, ld);
  CHECK(1, bconst);
  CHECK((0xff & ~0x3c) ^ 0x100, bitops);
  struct bits b = {3, 255};
  CHECK(3, b.a);
  CHECK(-1, b.b);
  int x = 12;
  switch (x) {
  case N + 2: x = 1; break;
  case sizeof(long) * 2 - 1: x = 2; break;
  case 'a' - 'a' + 100: x = 3; break;
  }
  CHECK(1, x);
  static const int table[] = {N, E, F};
  CHECK(3, sizeof(table) / sizeof(table[0]));
  char local[(int)2.5 + (1 ? 1 : 0)];
  CHECK(3, sizeof(local));
  return 0;
}
