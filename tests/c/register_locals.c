// Locals that the plain-mode backend keeps in callee-saved registers
// (backend-x86_64/regalloc.c): narrow types keep C's conversions, values
// survive calls and recursion, parameters passed on the stack arrive,
// more busy locals than registers still work, registers are preserved for
// callers built by another compiler (and for qsort in the C library), and
// a function that calls setjmp keeps its locals in memory, as gcc -O0
// does, so a local changed after setjmp keeps its new value (C leaves it
// indeterminate; code written against gcc -O0 relies on it).
// abi-split
#include "test.h"
#include <setjmp.h>

long many_args(long a, long b, long c, long d, long e, long f, long g, long h, int i);
long recurse_sum(int n);
int clobber_all(int seed);
long walk_list(long *p, int n);

#if !defined(ABI_PART) || ABI_PART == 1
// Stack-passed parameters (g, h, i) used often enough to get registers.
long many_args(long a, long b, long c, long d, long e, long f, long g, long h, int i) {
  long s = 0;
  for (int k = 0; k < 4; k++)
    s += a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + k;
  return s;
}

// Each level's locals must survive the deeper calls.
long recurse_sum(int n) {
  long here = n * 3L, twice = n * 2L;
  if (n == 0)
    return 0;
  long below = recurse_sum(n - 1);
  for (int k = 0; k < 2; k++)
    below += here - twice;
  return below;
}

// Uses every callee-saved register for its own locals.
int clobber_all(int seed) {
  int a = seed, b = seed + 1, c = seed + 2, d = seed + 3, e = seed + 4, f = seed + 5;
  for (int k = 0; k < 10; k++) {
    a += b; b ^= c; c += d; d -= e; e += f; f ^= a;
  }
  return a + b + c + d + e + f;
}

long walk_list(long *p, int n) {
  long s = 0;
  long *end = p + n;
  while (p < end)
    s += *p++;
  return s;
}
#endif

#if !defined(ABI_PART) || ABI_PART == 2
static int compare_ints(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  int da = a % 7, db = b % 7;
  for (int k = 0; k < 3; k++) {
    da = da * 2 - da;
    db = db * 2 - db;
  }
  if (da != db)
    return da < db ? -1 : 1;
  return a < b ? -1 : a > b;
}

static jmp_buf env;

static void jump_back(void) { longjmp(env, 1); }

static int after_setjmp(void) {
  int changed = 1, loops = 0;
  if (setjmp(env)) {
    CHECK(2, changed);
    return loops;
  }
  for (int k = 0; k < 5; k++)
    loops += k;
  changed = 2;
  jump_back();
  return -1;
}

int main(void) {
  // Narrow types wrap and extend exactly as in memory.
  char c = 120;
  unsigned char uc = 250;
  short s = -32760;
  unsigned short us = 65530;
  _Bool flag = 0;
  for (int k = 0; k < 10; k++) {
    c++;
    uc++;
    s -= 2;
    us += 1;
    flag = !flag;
  }
  CHECK(-126, c);
  CHECK(4, uc);
  CHECK(32756, s);
  CHECK(4, us);
  CHECK(0, flag);
  CHECK(-126L * 2, (long)c * 2);
  unsigned u = 0;
  for (int k = 0; k < 3; k++)
    u -= 1;
  CHECK(4294967293LL, u);
  CHECK(1, u > 5);

  // More busy locals than callee-saved registers, live across calls.
  long v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7;
  for (int k = 0; k < 20; k++) {
    v1 += clobber_all(k) & 1;
    v2 += v1;
    v3 ^= v2;
    v4 += v3 & 7;
    v5 += k;
    v6 -= 1;
    v7 += v6;
  }
  CHECK(v1 + v2 + v3 + v4 + v5 + v6 + v7,
        v1 + v2 + v3 + v4 + v5 + v6 + v7 + clobber_all(3) * 0);
  CHECK(195, v5);
  CHECK(-14, v6);

  CHECK(4 * (1 + 2 * 2 + 3 * 3 + 4 * 4 + 5 * 5 + 6 * 6 + 7 * 7 + 8 * 8 + 9 * 9) + 6,
        many_args(1, 2, 3, 4, 5, 6, 7, 8, 9));
  CHECK(2 * (100 * 101 / 2), recurse_sum(100));

  long data[10];
  for (int k = 0; k < 10; k++)
    data[k] = k * k;
  CHECK(285, walk_list(data, 10));

  int arr[50];
  for (int k = 0; k < 50; k++)
    arr[k] = (k * 37) % 50;
  qsort(arr, 50, sizeof(int), compare_ints);
  for (int k = 1; k < 50; k++)
    CHECK(1, compare_ints(&arr[k - 1], &arr[k]) < 0);

  CHECK(10, after_setjmp());
  return 0;
}
#endif
