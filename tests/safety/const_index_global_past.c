// A constant out-of-bounds index on a named global array (g[4] of int g[4]) is checked: the
// compiler may skip checks only for accesses it proves in bounds.
// expect: out-of-bounds write
#include "safety.h"

int g[4];
int after_g = 5;

int main(void) {
  g[3] = 1;
  printf("%d %d\n", g[3], after_g);
  FAULT_NEXT();
  g[4] = 2;
  printf("after the fault %d\n", after_g);
  return 0;
}
