// __builtin_add_overflow stores its result through a pointer: one past an array traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int sums[2];
  int n = opaque(2);
  __builtin_add_overflow(1, 2, &sums[n - 1]);
  printf("%d\n", sums[1]);
  FAULT_NEXT();
  __builtin_add_overflow(3, 4, &sums[n]);
  puts("after the fault");
  return 0;
}
