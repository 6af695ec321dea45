// p[0] and p[1] are checked, and the check of p[2], one element past the
// array, must still be made: a constant index is a displacement from p,
// and what p[0] and p[1] showed does not cover it.
// expect: out-of-bounds write
// expect-at: constant_index_past_checked.c:14:8
#include "safety.h"

int main(void) {
  int *p = malloc(opaque(2) * sizeof(int));
  p[0] = 1;
  p[1] = 2;
  printf("%d\n", p[0] + p[1]);
  FAULT_NEXT();
  p[2] = 3;
  puts("after the fault");
  return 0;
}
