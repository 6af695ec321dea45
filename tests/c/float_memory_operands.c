// Floating operations whose right operand the compiler may read in place
// (-ffloat-memory-operands, -ffold-index-constants, -fdrop-copies-back):
// array elements base[i + c] and base[i - c] (the constant folded into
// the displacement, also for a negative index into the middle of an
// array), members through pointers, constants (moved to the right of +
// and * only, never of - or /), in chains and comparisons, for float and
// double.  Each result is checked against the same operation on operands
// read through volatiles, which the compiler must load first, and the
// simplest ones against values worked out by hand (every element is a
// multiple of 1/4, so the sums are exact).
#include "test.h"
#include <math.h>

static double grid[16];
static float fgrid[16];

struct point {
  double x, y;
  float w;
};

static double vd(double v) {
  volatile double t = v;
  return t;
}

static float vf(float v) {
  volatile float t = v;
  return t;
}

static int vi(int v) {
  volatile int t = v;
  return t;
}

static void fill(void) {
  for (int i = 0; i < 16; i++) {
    grid[i] = i * 1.5 + 0.25;    // 0.25, 1.75, 3.25, ...
    fgrid[i] = i * 0.75f + 0.5f; // 0.5, 1.25, 2, ...
  }
}

// A stencil's neighbours, with every operator kind.
static double neighbours(const double *base, int i) {
  return base[i - 1] + base[i] * 2.0 - base[i + 1] / 4.0 + base[i + 2];
}

static double neighbours_volatile(const double *base, int i) {
  return vd(base[i - 1]) + vd(base[i]) * vd(2.0) - vd(base[i + 1]) / vd(4.0) + vd(base[i + 2]);
}

static float fneighbours(const float *base, int i) {
  return base[i - 1] - base[i + 1] * 0.5f + base[i] / 2.0f;
}

static void test_neighbours(void) {
  // g4 + 2 g5 - g6 / 4 + g7 = 6.25 + 15.5 - 2.3125 + 10.75
  CHECKF(30.1875, neighbours(grid, 5));
  for (int i = 1; i < 13; i++)
    CHECKF(neighbours_volatile(grid, i), neighbours(grid, i));
  // f2 - f4 / 2 + f3 / 2 = 2 - 1.75 + 1.375
  CHECKF(1.625f, fneighbours(fgrid, 3));
  for (int i = 1; i < 14; i++)
    CHECKF(vf(fgrid[i - 1]) - vf(fgrid[i + 1]) * vf(0.5f) + vf(fgrid[i]) / vf(2.0f),
           fneighbours(fgrid, i));
}

// Negative indices from the middle, a long index, an unsigned one (whose
// sum must wrap, so it is not folded) and one index per operand.
static void test_index_forms(void) {
  const double *mid = grid + 8;
  int j = vi(1);
  CHECKF(vd(grid[6]) + 1.0, 1.0 + mid[j - 3]);
  CHECKF(1.0 - vd(grid[10]), 1.0 - mid[j + 1]);
  long k = vi(-5);
  CHECKF(vd(grid[5]) * vd(grid[2]), mid[k + 2] * mid[k - 1]);
  unsigned u = (unsigned)vi(3);
  CHECKF(vd(grid[11]) / vd(grid[4]), mid[u] / grid[u + 1]);
  unsigned top = (unsigned)vi(-1); // top + 1 wraps to 0
  CHECKF(vd(grid[0]) * 2.0, grid[top + 1] * 2.0);
  CHECKF(vd(grid[1]) * vd(grid[0]), grid[1] * grid[top + 1]);
  double local[4] = {1.0, 2.0, 4.0, 8.0};
  int m = vi(2);
  CHECKF(26.0, 3.0 + local[m - 1] * local[m + 1] - local[m - 2] + local[m - 1] * 4.0);
  int zero = vi(0);
  CHECKF(vd(grid[zero]) - vd(grid[zero + 15]), grid[zero] - grid[zero + 15]);
}

// An index whose own code uses floating registers or calls a function:
// the floating left operand must survive it.
static int twice(int i) {
  return vi(i) * 2;
}

static void test_index_with_floats(void) {
  double x = vd(0.5), y = vd(1.5);
  CHECKF(0.5 + vd(grid[3]), x + grid[(int)(y * 2.0)]);
  CHECKF(0.5 - vd(grid[6]), x - grid[twice(3)]);
  CHECKF(0.5 * vd(grid[4]), x * grid[(int)(y + 2.5)]);
  // (a left operand that is not a plain local, so that it is made first)
  CHECKF(0.75 + vd(grid[3]), x * y + grid[(int)(y * 2.0)]);
  CHECKF(0.75 - vd(grid[6]), x * y - grid[twice(3)]);
  float fx = vf(0.25f);
  CHECKF(0.25f + vf(fgrid[3]), fx + fgrid[(int)(fx * 12.0f)]);
}

// Members through pointers, and a chain that waits on a product.
static double distance2(const struct point *p, const struct point *q) {
  double dx = p->x - q->x, dy = p->y - q->y;
  return dx * dx + dy * dy + 0.25;
}

static float weight(const struct point *p, const struct point *q) {
  return p->w / q->w - 1.0f;
}

static void test_members(void) {
  struct point a = {vd(1.0), vd(2.0), vf(3.0f)}, b = {vd(4.0), vd(6.0), vf(1.5f)};
  CHECKF(25.25, distance2(&a, &b));
  CHECKF(25.25, distance2(&b, &a));
  CHECKF(1.0f, weight(&a, &b));
  CHECKF(-0.5f, weight(&b, &a));
}

// Constants: + and * commute, - and / do not.
static void test_constants(void) {
  double x = vd(3.0);
  CHECKF(12.0, 4.0 * x);
  CHECKF(3.5, 0.5 + x);
  CHECKF(1.0, 4.0 - x);
  CHECKF(-1.0, x - 4.0);
  CHECKF(0.75, 2.25 / x);
  CHECKF(1.5, x / 2.0);
  CHECKF(16.5, 4.0 * x + 0.5 * x * 3.0);
  float f = vf(2.0f);
  CHECKF(-0.5f, 1.5f - f);
  CHECKF(0.75f, 1.5f / f);
  CHECKF(3.0f, 1.0f + f);
  // integer constants converted to double or float at compile time
  CHECKF(6.0, x * 2);
  CHECKF(6.0, 2 * x);
  CHECKF(1.5, x / 2);
  CHECKF(-1.0, 2 - x);
  CHECKF(-9.0, x * -3);
  CHECKF(4.0f, f * 2);
  CHECKF(3.0f, 5 - f);
  CHECKF(9007199254740992.0, x * 0 + 9007199254740992LL);
  CHECKF(4294967297.0, x - 1 + (unsigned)-1);
  CHECKF(18446744073709551615.0, x * 0 + (unsigned long)-1);
  double zero = 0;
  CHECKF(0.0, zero);
  double nan_value = vd(NAN);
  CHECK(1, isnan(2.0 * nan_value));
  CHECK(1, isnan(NAN + x));
}

// Comparisons with an element or a member on the right, as values and as
// branches, NaN included (every ordered comparison with it is false).
static void test_comparisons(void) {
  int i = vi(4);
  double x = vd(6.25); // grid[4]
  CHECK(1, x <= grid[i]);
  CHECK(0, x < grid[i]);
  CHECK(1, x < grid[i + 1]);
  CHECK(0, x > grid[i + 1]);
  CHECK(1, x > grid[i - 1]);
  CHECK(1, x == grid[i]);
  CHECK(1, x != grid[i - 1]);
  int branches = 0;
  if (x < grid[i + 1])
    branches += 1;
  if (x >= grid[i])
    branches += 2;
  if (x > grid[i + 2])
    branches += 4;
  if (x != grid[i])
    branches += 8;
  CHECK(3, branches);
  double n = vd(NAN);
  CHECK(0, n < grid[i]);
  CHECK(0, n >= grid[i]);
  CHECK(1, n != grid[i]);
  float f = vf(2.0f); // fgrid[2]
  CHECK(1, f == fgrid[i - 2]);
  CHECK(1, f < fgrid[i - 1]);
}

// A loop the compiler may run without per-access checks (safe mode hoists
// them), summing neighbours as a stencil does.
static void test_loop(void) {
  double sum = 0.0, expected = 0.0;
  for (int i = 1; i < 15; i++)
    sum = sum * 0.5 + (grid[i - 1] + grid[i + 1]) * 0.25;
  for (int i = 1; i < 15; i++)
    expected = expected * vd(0.5) + (vd(grid[i - 1]) + vd(grid[i + 1])) * vd(0.25);
  CHECKF(expected, sum);
}

// The same through a pointer parameter, as a stencil's row is read.
static double row_sum(const double *src, int n) {
  double s = 0.0;
  for (int j = 1; j < n - 1; j++)
    s += src[j - 1] * 3.0 + src[j + 1] - 2.0 * src[j];
  return s;
}

static void test_row(void) {
  double expected = 0.0;
  for (int j = 1; j < 15; j++)
    expected += vd(grid[j - 1]) * vd(3.0) + vd(grid[j + 1]) - vd(2.0) * vd(grid[j]);
  CHECKF(expected, row_sum(grid, 16));
}

int main(void) {
  fill();
  test_neighbours();
  test_index_forms();
  test_index_with_floats();
  test_members();
  test_constants();
  test_comparisons();
  test_loop();
  test_row();
  return 0;
}
