// A large zero-initialised global (.bss, header filled at start-up): writing far past it traps.
// expect: out-of-bounds write
#include "safety.h"

int big[1024];

int main(void) {
  int i = opaque(1024 + 4096);
  big[1023] = 1;
  printf("big[1023] = %d\n", big[1023]);
  FAULT_NEXT();
  big[i] = 2;
  puts("after the fault");
  return 0;
}
