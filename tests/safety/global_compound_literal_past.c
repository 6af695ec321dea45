// A compound literal at file scope is a global object of its own: gp[3] of (int[]){1, 2, 3}
// traps.
// expect: out-of-bounds read
#include "safety.h"

int *gp = (int[]){1, 2, 3};

int main(void) {
  printf("%d\n", gp[2]);
  FAULT_NEXT();
  printf("%d\n", gp[opaque(3)]);
  puts("after the fault");
  return 0;
}
