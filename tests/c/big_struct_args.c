// Structs far bigger than a few words passed by value: with pointers in
// them (whose capabilities safe mode copies with the words, by a loop past
// 16 words), without, mixed with scalar arguments on either side, by a
// callee that modifies its copy, and through a function pointer.
#include "test.h"

struct with_ptrs {        // 41 words, pointers at the start, middle and end
  int *first;
  long pad1[19];
  int *middle;
  long pad2[19];
  int *last;
};
struct plain { long w[100]; char tail[5]; };  // 805 bytes, no pointers

static int a = 1, b = 20, c = 300;

static long sum_ptrs(long before, struct with_ptrs s, long after) {
  long pads = 0;
  for (int i = 0; i < 19; i++)
    pads += s.pad1[i] + s.pad2[i];
  return before + *s.first + *s.middle + *s.last + pads + after;
}

static long sum_plain(int x, struct plain p, struct with_ptrs s, int y) {
  long t = x + y + *s.middle;
  for (int i = 0; i < 100; i++)
    t += p.w[i];
  for (int i = 0; i < 5; i++)
    t += p.tail[i];
  return t;
}

// The callee's copy is its own: writing it leaves the caller's alone.
static long scribble(struct plain p) {
  for (int i = 0; i < 100; i++)
    p.w[i] = -1;
  return p.w[99];
}

static int deref_last(struct with_ptrs s) {
  *s.last += 1;
  return *s.last;
}

int main(void) {
  struct with_ptrs s = {&a, {0}, &b, {0}, &c};
  for (int i = 0; i < 19; i++) {
    s.pad1[i] = i;
    s.pad2[i] = 100 * i;
  }
  // pads: (0+..+18) * 101 = 171 * 101 = 17271
  CHECK(7 + 1 + 20 + 300 + 17271 + 9, sum_ptrs(7, s, 9));

  struct plain p;
  for (int i = 0; i < 100; i++)
    p.w[i] = i * 3;
  for (int i = 0; i < 5; i++)
    p.tail[i] = (char)(i + 1);
  // 3 * 4950 + 15 + 2 + 4 + 20
  CHECK(14850 + 15 + 2 + 4 + 20, sum_plain(2, p, s, 4));

  CHECK(-1, scribble(p));
  CHECK(297, p.w[99]);

  int (*fp)(struct with_ptrs) = deref_last;
  CHECK(301, fp(s));
  CHECK(301, c);
  return 0;
}
