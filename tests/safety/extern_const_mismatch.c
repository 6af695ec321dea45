// A global defined const in another translation unit (parts/defs.c) but declared without const
// here is still a read-only object: writing it traps.
// also: parts/defs.c
// expect: write to read-only memory
#include "safety.h"

extern int shared_limit;

int main(void) {
  printf("%d\n", shared_limit);
  FAULT_NEXT();
  shared_limit = 1000;
  printf("after the fault %d\n", shared_limit);
  return 0;
}
