// Pointer subtraction divides the byte distance by the element size
// exactly: sizes that are powers of two, odd sizes, sizes with both
// factors, negative distances, distances far into a large array, a VLA's
// run-time size, and the same through volatile pointers (so that nothing
// is folded at compile time).
#include "test.h"

struct three { char c[3]; };
struct six { short s[3]; };
struct twelve { int i[3]; };
struct twentyfour { long l[3]; };
struct forty { char c[40]; };
struct hundred_five { char c[105]; };

#define DISTANCES(arr, n)                                                \
  do {                                                                   \
    for (int i_ = 0; i_ < (n); i_ += (n) / 7 + 1)                        \
      for (int j_ = 0; j_ < (n); j_ += (n) / 5 + 1) {                    \
        __typeof__(&(arr)[0]) volatile p_ = &(arr)[i_], q_ = &(arr)[j_]; \
        CHECK(i_ - j_, p_ - q_);                                         \
      }                                                                  \
  } while (0)

static struct twelve big[100000];

static long vla_distance(int cols, int i, int j) {
  int rows[4][cols];
  int (*volatile p)[cols] = &rows[i], (*volatile q)[cols] = &rows[j];
  return p - q;
}

int main(void) {
  char bytes[50];
  short shorts[50];
  double doubles[50];
  struct three threes[50];
  struct six sixes[50];
  struct twelve twelves[50];
  struct twentyfour twentyfours[50];
  struct forty forties[50];
  struct hundred_five hundred_fives[20];
  DISTANCES(bytes, 50);
  DISTANCES(shorts, 50);
  DISTANCES(doubles, 50);
  DISTANCES(threes, 50);
  DISTANCES(sixes, 50);
  DISTANCES(twelves, 50);
  DISTANCES(twentyfours, 50);
  DISTANCES(forties, 50);
  DISTANCES(hundred_fives, 20);
  struct twelve *volatile far = &big[99999], *volatile near = &big[1];
  CHECK(99998, far - near);
  CHECK(-99998, near - far);
  CHECK(3, vla_distance(5, 3, 0));
  CHECK(-2, vla_distance(7, 1, 3));
  CHECK(7, &twelves[9] - &twelves[2]);  // a constant the compiler may fold
  CHECK(12, (char *)&twelves[1] - (char *)&twelves[0]);
  return 0;
}
