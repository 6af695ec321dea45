// Good twin of forged_stack_address.c: writes through p.
// expect: ok
#include "safety.h"

int main(void) {
  long slot = 1;
  long *p = &slot;
  long *q = (long *)(uintptr_t)p;
  printf("slot = %ld\n", *p);
  FAULT_NEXT();
  *p = 2;
  printf("after the fault %ld %d\n", slot, p == q);
  return 0;
}
