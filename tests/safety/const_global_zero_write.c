// A const global whose initialiser is all zeros (it may live in .bss, its header filled at
// start-up) is read-only like any other const global: writing it through a cast traps.
// expect: write to read-only memory
#include "safety.h"

const int zero_table[4] = {0};
const long zero_scalar;

int main(void) {
  int *t = (int *)zero_table;
  printf("%d %ld\n", t[2], zero_scalar);
  FAULT_NEXT();
  t[2] = 1;
  printf("after the fault %d\n", zero_table[2]);
  return 0;
}
