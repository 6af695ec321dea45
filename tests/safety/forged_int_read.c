// A pointer made from an integer has no capability, even when the address is that of a live
// object: reading through it traps.
// expect: pointer without capability
// asan: miss the forged pointer has a valid address; only capabilities tell it apart
#include "safety.h"

int main(void) {
  int *real = malloc(sizeof *real);
  *real = 17;
  uintptr_t addr = (uintptr_t)real;
  int *forged = (int *)addr;
  printf("*real = %d, same address %d\n", *real, forged == real);
  FAULT_NEXT();
  printf("*forged = %d\n", *forged);
  puts("after the fault");
  return 0;
}
