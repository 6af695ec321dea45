// A global pointer initialised statically to a global array carries its capability: gp[4] of 4 traps.
// expect: out-of-bounds read
#include "safety.h"

short arr[4] = {1, 2, 3, 4};
short *gp = arr;
short *gp_end = &arr[2];

int main(void) {
  printf("%d %d\n", gp[3], gp_end[1]);
  FAULT_NEXT();
  printf("%d\n", gp_end[opaque(2)]);
  puts("after the fault");
  return 0;
}
