// An array that lives in its caller's frame (its address only reaches a
// callee of this file that does not keep it: docs/safe-mode.md, "Frame
// objects") is still an object with bounds: the callee writing one element
// past its end traps there.
// expect: out-of-bounds write
// expect-at: frame_object_past_end_in_callee.c:13:10
#include "safety.h"

static void fill(int *p, int n) {
  for (int i = 0; i < n; i++) {
    if (i == 4)
      FAULT_NEXT();
    p[i] = i * i;
  }
}

int main(void) {
  int guard_below[4] = {7, 7, 7, 7};
  int a[4];
  int guard_above[4] = {9, 9, 9, 9};
  fill(a, opaque(5));
  printf("%d %d %d\n", a[3], guard_below[0], guard_above[0]);
  puts("after the fault");
  return 0;
}
