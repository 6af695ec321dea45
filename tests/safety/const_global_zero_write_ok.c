// Good twin of const_global_zero_write.c: the zero-initialised table is not const.
// expect: ok
#include "safety.h"

int zero_table[4] = {0};
const long zero_scalar;

int main(void) {
  int *t = (int *)zero_table;
  printf("%d %ld\n", t[2], zero_scalar);
  FAULT_NEXT();
  t[2] = 1;
  printf("after the fault %d\n", zero_table[2]);
  return 0;
}
