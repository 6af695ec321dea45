// Casting away const from a const global and writing it traps (const globals are read-only objects).
// expect: write to read-only memory
#include "safety.h"

const int limit = 10;

int main(void) {
  int *p = (int *)&limit;
  printf("limit %d\n", *p);
  FAULT_NEXT();
  *p = 1000;
  printf("after the fault %d\n", limit);
  return 0;
}
