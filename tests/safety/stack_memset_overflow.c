// memset over a local int array with a byte count of 10 ints instead of 8 traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int a[8];
  int n = opaque(10);
  puts("clearing");
  FAULT_NEXT();
  memset(a, 0, n * sizeof(int));
  puts("after the fault");
  return 0;
}
