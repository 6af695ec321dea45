// free called through a pointer type that passes a long (the object's address as an integer):
// the argument has no capability, so free traps as invalid free.
// expect: invalid free
// asan: miss the integer is the object's right address, so free succeeds
#include "safety.h"

int main(void) {
  void (*release_bits)(long) = (void (*)(long))free;
  char *p = malloc(10);
  puts("releasing");
  FAULT_NEXT();
  release_bits((long)(uintptr_t)p);
  puts("after the fault");
  return 0;
}
