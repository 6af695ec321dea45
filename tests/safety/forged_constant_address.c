// A pointer made from a constant address (as in embedded code) has no capability: reading traps.
// expect: pointer without capability
#include "safety.h"

int main(void) {
  volatile unsigned *reg = (volatile unsigned *)(uintptr_t)opaque(0x400000);
  puts("reading the register");
  FAULT_NEXT();
  printf("%u\n", *reg);
  puts("after the fault");
  return 0;
}
