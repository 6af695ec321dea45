// free of a pointer rebuilt from an integer (right address, no capability) traps as invalid free.
// expect: invalid free
// asan: miss the forged pointer has the right address, so free succeeds
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  uintptr_t bits = (uintptr_t)p;
  char *forged = (char *)bits;
  printf("same address: %d\n", forged == p);
  FAULT_NEXT();
  free(forged);
  puts("after the fault");
  return 0;
}
