// Lvalues with side effects in compound assignments and increments: the
// lvalue (index, pointer increment, call) is evaluated exactly once, also
// when the target is a bit-field or reached through a pointer.
#include "test.h"

struct s { int a; unsigned b : 5; int c : 4; long d; };
static int calls;
static int idx(int i) { calls++; return i; }

int main(void) {
  struct s arr[4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {1, 1, 1, 1}, {2, 2, 2, 2}};
  struct s *p = arr;
  int i = 0;
  (p++)->b += 3;
  arr[i++].c -= 5;
  arr[idx(2)].b *= 7;
  arr[idx(3)].d <<= idx(4);
  p->a++;
  (*p++).c++;                       // 7 + 1 does not fit in 4 bits: wraps to -8 (gcc)
  p[idx(0)].b--;
  --arr[idx(1)].b;
  CHECK(5, arr[0].b);
  CHECK(-2, arr[0].c);
  CHECK(6, arr[2].b);
  CHECK(2, p - arr);
  CHECK(6, arr[1].a);
  CHECK(-8, arr[1].c);
  CHECK(5, arr[1].b);
  CHECK(32, arr[3].d);
  CHECK(1, i);
  CHECK(5, calls);
  {
    int v[5] = {0, 0, 0, 0, 0};
    int *q = v;
    *q++ += 1;
    *q++ *= 3;
    q[-1] += 2;
    *(q += 2) = 9;
    CHECK(1, v[0]);
    CHECK(2, v[1]);
    CHECK(9, v[4]);
    CHECK(4, q - v);
    long l = 5;
    long *lp = &l;
    (*lp)++;
    *lp *= *lp;
    CHECK(36, l);
  }
  return 0;
}
