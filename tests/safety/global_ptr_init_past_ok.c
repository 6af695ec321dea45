// Good twin of global_ptr_init_past.c: gp_end[-2] and gp[3] are inside arr.
// expect: ok
#include "safety.h"

short arr[4] = {1, 2, 3, 4};
short *gp = arr;
short *gp_end = &arr[2];

int main(void) {
  printf("%d %d\n", gp[3], gp_end[1]);
  FAULT_NEXT();
  printf("%d\n", gp_end[-opaque(2)]);
  puts("after the fault");
  return 0;
}
