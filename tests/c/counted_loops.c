// Counted loops `for (...; i < n; i++)` of the shapes whose checks safe
// mode tests once before the loop (src/hoist.c): every kind of base
// (pointer local, local and global array, member array, array of
// structs), index i + k, continue, break, return, zero iterations,
// negative and unsigned indices, 64-bit bounds, `i <= n` (with n the
// largest int, where i would wrap, not run), loops counting down (`i >=
// n`, `i > n`, against constants and variables, signed and unsigned),
// more accesses than the test covers, and loops that must stay checked.  The results must be the
// same in every mode.
#include "test.h"
#include <limits.h>

static int global_a[100];

struct point { int x, y; };
struct holder { int n; int v[16]; };

static long sum_ints(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static void copy_bytes(char *d, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
}

// a[first] + ... + a[last], `i <= last`.
static long sum_inclusive(const int *a, int first, int last) {
  long s = 0;
  for (int i = first; i <= last; i++)
    s += a[i];
  return s;
}

// The same with an unsigned long index, breaking out at a negative value.
static long sum_until_negative(const long *a, unsigned long last) {
  long s = 0;
  for (unsigned long i = 0; i <= last; i++) {
    if (a[i] < 0)
      break;
    s += a[i];
  }
  return s;
}

// a[last] + ... + a[first] counting down, `i >= last` (signed) and
// `i > stop` (unsigned).
static long sum_down(const int *a, int first, int last) {
  long s = 0;
  for (int i = first; i >= last; i--)
    s += a[i] * (i + 1);
  return s;
}

static long sum_down_unsigned(const int *a, unsigned n, unsigned stop) {
  long s = 0;
  for (unsigned i = n; i > stop; --i)
    s += a[i - 1];
  return s;
}

// Reverses a[0..n) in place with one index counting down.
static void reverse(short *a, long n) {
  for (long i = n - 1; i >= n / 2; i--) {
    short t = a[i];
    a[i] = a[n - 1 - i];
    a[n - 1 - i] = t;
  }
}

// The index of the first element equal to v, or -1 (a return inside).
static int find(const short *a, int n, short v) {
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

static long differences(const long *a, int n) {
  long s = 0;
  for (int i = 0; i < n - 1; i++)
    s += a[i + 1] - a[i];
  return s;
}

static double row_sum(const double *g, int cols, int row) {
  double s = 0;
  for (int j = 0; j < cols; j++)
    s += g[row * cols + j];
  return s;
}

// A pointer member loaded through a pointer parameter inside a loop whose
// accesses a test before it covers (strtod's big_cmp): the load of b->w
// needs b's capability although its check is gone.
struct digits {
  const unsigned *w;
  int n;
};

static int compare_digits(const struct digits *a, const struct digits *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->w[i] != b->w[i])
      return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i;
  CHECK(45, sum_ints(a, 10));
  CHECK(0, sum_ints(a, 0));
  CHECK(10, sum_ints(a + 1, 4)); // 1 + 2 + 3 + 4
  CHECK(0, sum_ints(NULL, 0));   // no iteration: the pointer is never used

  CHECK(45, sum_inclusive(a, 0, 9));
  CHECK(9, sum_inclusive(a, 2, 4)); // 2 + 3 + 4
  CHECK(7, sum_inclusive(a, 7, 7)); // one iteration
  CHECK(0, sum_inclusive(a, 5, 4)); // none
  CHECK(0, sum_inclusive(a, INT_MAX, INT_MAX - 1)); // none, at the top of int
  CHECK(330, sum_down(a, 9, 0)); // 0*1 + 1*2 + ... + 9*10
  CHECK(50, sum_down(a, 5, 4));  // 5*6 + 4*5
  CHECK(0, sum_down(a, 3, 4));   // none
  CHECK(45, sum_down_unsigned(a, 10, 0));
  CHECK(10, sum_down_unsigned(a, 5, 1)); // a[4] + a[3] + a[2] + a[1]
  CHECK(0, sum_down_unsigned(a, 0, 0));
  short rev[7] = {1, 2, 3, 4, 5, 6, 7};
  reverse(rev, 7);
  CHECK(7, rev[0]);
  CHECK(4, rev[3]);
  CHECK(1, rev[6]);
  long signs[6] = {3, 1, 4, 1, -5, 9};
  CHECK(9, sum_until_negative(signs, 5));
  CHECK(8, sum_until_negative(signs, 2));

  char src[] = "counted loops", dst[sizeof src] = {0};
  copy_bytes(dst, src, sizeof src);
  CHECKS("counted loops", dst);
  copy_bytes(dst, "XY", 2);
  CHECKS("XYunted loops", dst);

  short sh[6] = {5, 8, 13, 21, 34, 55};
  CHECK(3, find(sh, 6, 21));
  CHECK(-1, find(sh, 6, 22));
  CHECK(-1, find(sh, 3, 21));

  long sq[5] = {0, 1, 4, 9, 16};
  CHECK(16, differences(sq, 5)); // telescopes to sq[4] - sq[0]
  CHECK(0, differences(sq, 1));

  double grid[3 * 4];
  for (int i = 0; i < 12; i++)
    grid[i] = i * 0.5;
  CHECKF(11.0, row_sum(grid, 4, 1)); // (4 + 5 + 6 + 7) / 2

  // A global array, and a local one written and read in one loop.
  for (int i = 0; i < 100; i++)
    global_a[i] = 2 * i;
  int copy[100];
  long s = 0;
  for (int i = 0; i < 100; i++) {
    copy[i] = global_a[i] + 1;
    s += copy[i];
  }
  CHECK(10000, s); // 2 * 4950 + 100

  // Members: an array in a struct through a pointer, an array of structs.
  struct holder h = {16, {0}}, *hp = &h;
  for (int i = 0; i < hp->n; i++)
    h.v[i] = i * i;
  s = 0;
  for (int i = 0; i < 16; i++)
    s += hp->v[i];
  CHECK(1240, s); // 15 * 16 * 31 / 6
  struct point pts[8];
  for (int i = 0; i < 8; i++) {
    pts[i].x = i;
    pts[i].y = 10 * i;
  }
  s = 0;
  for (int i = 0; i < 8; i++)
    s += pts[i].x + pts[i].y;
  CHECK(308, s); // 11 * 28

  // Pointers set at the top of the body from the element (derived), and
  // an access that does not move (hp->n).
  s = 0;
  for (int i = 0; i < 8; i++) {
    struct point *q = &pts[i];
    const int *v;
    v = h.v + i + 1;
    s += q->y - q->x + (i < 7 ? *v : 0) + hp->n;
  }
  CHECK(520, s); // 9 * 28 + (1 + 4 + ... + 49) + 8 * 16
  // continue and break.
  s = 0;
  for (int i = 0; i < 10; i++) {
    if (i % 2)
      continue;
    s += a[i];
    if (i == 6)
      break;
  }
  CHECK(12, s); // 0 + 2 + 4 + 6

  // A negative first i with an index that stays inside.
  int five[5] = {1, 2, 3, 4, 5};
  s = 0;
  for (int i = -2; i < 3; i++)
    s += five[i + 2];
  CHECK(15, s);

  // Unsigned and 64-bit induction variables, and an index i - k.
  s = 0;
  for (unsigned u = 3; u < 7; u++)
    s += a[u];
  CHECK(18, s);
  s = 0;
  for (unsigned long u = 0; u < 10; u++)
    s += a[u];
  CHECK(45, s);
  s = 0;
  for (long l = -5; l < 5; l++)
    s += a[l + 5];
  CHECK(45, s);
  s = 0;
  for (int i = INT_MAX - 3; i < INT_MAX; i++)
    s += a[i - (INT_MAX - 3)];
  CHECK(3, s); // a[0] + a[1] + a[2]
  s = 0;
  for (long l = LONG_MAX - 2; l < LONG_MAX; l++)
    s += a[l - (LONG_MAX - 2)];
  CHECK(1, s);

  // Zero iterations: the first i already at or past the bound.
  s = 0;
  for (int i = 5; i < 5; i++)
    s += a[i + 100];
  for (int i = 7; i < 3; i++)
    s += a[i + 100];
  CHECK(0, s);

  // More accesses than the test before the loop covers.
  int b0[4] = {1, 1, 1, 1}, b1[4] = {2, 2, 2, 2}, b2[4] = {3, 3, 3, 3};
  int b3[4] = {4, 4, 4, 4}, b4[4] = {5, 5, 5, 5}, b5[4] = {6, 6, 6, 6};
  int b6[4] = {7, 7, 7, 7}, b7[4] = {8, 8, 8, 8}, b8[4] = {9, 9, 9, 9};
  int b9[4] = {10, 10, 10, 10};
  s = 0;
  for (int i = 0; i < 4; i++)
    s += b0[i] + b1[i] + b2[i] + b3[i] + b4[i] + b5[i] + b6[i] + b7[i] + b8[i] + b9[i];
  CHECK(220, s); // 4 * 55

  // Pointers stored and loaded in a counted loop keep their capabilities.
  int *ptrs[10];
  for (int i = 0; i < 10; i++)
    ptrs[i] = &a[9 - i];
  s = 0;
  for (int i = 0; i < 10; i++)
    s += *ptrs[i] * i;
  CHECK(120, s); // sum of (9 - i) * i

  // Loops that stay checked: the index moves in the body, the bound
  // changes, the pointer changes.
  s = 0;
  for (int i = 0; i < 10; i++) {
    s += a[i];
    i++;
  }
  CHECK(20, s); // 0 + 2 + 4 + 6 + 8
  int n = 3;
  s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    if (i == 1)
      n = 6;
  }
  CHECK(15, s);
  int *p = a;
  s = 0;
  for (int i = 0; i < 3; i++) {
    s += p[i];
    p = five;
  }
  CHECK(5, s); // a[0] + five[1] + five[2]

  unsigned *w1 = malloc(8 * sizeof *w1), *w2 = malloc(8 * sizeof *w2);
  for (int i = 0; i < 8; i++)
    w1[i] = w2[i] = (unsigned)i + 1;
  w2[1] = 9;
  struct digits *d1 = malloc(sizeof *d1), *d2 = malloc(sizeof *d2);
  *d1 = (struct digits){w1, 8};
  *d2 = (struct digits){w2, 8};
  CHECK(-1, compare_digits(d1, d2));
  CHECK(1, compare_digits(d2, d1));
  CHECK(0, compare_digits(d1, d1));
  d2->n = 7;
  CHECK(1, compare_digits(d1, d2));
  return 0;
}
