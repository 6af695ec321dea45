// Writing through a pointer made from the integer address of a global traps.
// expect: pointer without capability
// asan: miss the forged pointer has a valid address; only capabilities tell it apart
#include "safety.h"

int flag;

int main(void) {
  uintptr_t addr = (uintptr_t)&flag;
  int *p = (int *)addr;
  puts("forged");
  FAULT_NEXT();
  *p = 1;
  printf("after the fault %d\n", flag);
  return 0;
}
