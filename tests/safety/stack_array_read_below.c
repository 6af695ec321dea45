// Reading a[-1] of a local array traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int before[4] = {1, 2, 3, 4};
  int a[4] = {5, 6, 7, 8};
  int i = opaque(-1);
  printf("a[0] = %d, before[3] = %d\n", a[0], before[3]);
  FAULT_NEXT();
  printf("a[-1] = %d\n", a[i]);
  puts("after the fault");
  return 0;
}
