// The twin of frame_object_past_end_in_callee.c: the callee fills exactly
// the array that lives in its caller's frame.
// expect: ok
#include "safety.h"

static void fill(int *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] = i * i;
}

int main(void) {
  int guard_below[4] = {7, 7, 7, 7};
  int a[4];
  int guard_above[4] = {9, 9, 9, 9};
  fill(a, opaque(4));
  printf("%d %d %d\n", a[3], guard_below[0], guard_above[0]);
  return 0;
}
