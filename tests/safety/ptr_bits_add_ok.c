// Good twin of ptr_bits_add.c: steps with pointer arithmetic.
// expect: ok
#include "safety.h"

int main(void) {
  int *a = calloc(4, sizeof(int));
  int *p = (int *)((char *)a + 4);
  puts("stepped");
  FAULT_NEXT();
  *p = 9;
  printf("after the fault %d\n", a[1]);
  return 0;
}
