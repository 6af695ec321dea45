// A loop whose body changes the pointer it indexes is not hoisted: after
// the switch to a shorter array, the read past its end traps.
// expect: out-of-bounds read
// expect-at: hoisted_loop_pointer_moves.c:17:11
#include "safety.h"

int main(void) {
  int n = opaque(4);
  short *big = calloc(4, sizeof(short)), *small = calloc(2, sizeof(short));
  short *p = big;
  for (int i = 0; i < 4; i++) big[i] = (short)(i + 1);
  small[0] = 10;
  small[1] = 20;
  int s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    s += p[i];
    if (i == 0)
      p = small;
  }
  printf("%d\n", s);
  puts("after the fault");
  return 0;
}
