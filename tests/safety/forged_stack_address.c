// The integer address of a live local, cast back to a pointer, has no capability: writing traps.
// expect: pointer without capability
// asan: miss the forged pointer has a valid address; only capabilities tell it apart
#include "safety.h"

int main(void) {
  long slot = 1;
  long *p = &slot;
  long *q = (long *)(uintptr_t)p;
  printf("slot = %ld\n", *p);
  FAULT_NEXT();
  *q = 2;
  printf("after the fault %ld\n", slot);
  return 0;
}
