// Good twin of forged_int_read.c: the address is still visible as an integer; the read uses real.
// expect: ok
#include "safety.h"

int main(void) {
  int *real = malloc(sizeof *real);
  *real = 17;
  uintptr_t addr = (uintptr_t)real;
  int *forged = (int *)addr;
  printf("*real = %d, same address %d\n", *real, forged == real);
  FAULT_NEXT();
  printf("*real = %d\n", *real);
  puts("after the fault");
  return 0;
}
