// Good twin of forged_int_write.c: writes through &flag itself.
// expect: ok
#include "safety.h"

int flag;

int main(void) {
  uintptr_t addr = (uintptr_t)&flag;
  int *p = &flag;
  printf("forged\n");
  FAULT_NEXT();
  *p = 1;
  printf("after the fault %d %d\n", flag, addr == (uintptr_t)p);
  return 0;
}
