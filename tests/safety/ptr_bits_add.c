// p = (int *)((uintptr_t)p + 4): integer arithmetic on the bits loses the capability; writing traps.
// expect: pointer without capability
// asan: miss integer-made pointer with an in-bounds address; only capabilities tell it apart
#include "safety.h"

int main(void) {
  int *a = calloc(4, sizeof(int));
  int *p = (int *)((uintptr_t)a + 4);
  puts("stepped");
  FAULT_NEXT();
  *p = 9;
  printf("after the fault %d\n", a[1]);
  return 0;
}
