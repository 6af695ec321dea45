// A compound literal is an object of its own: reading element 3 of (int[]){1, 2, 3} traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int *p = (int[]){1, 2, 3};
  printf("%d\n", p[2]);
  FAULT_NEXT();
  printf("%d\n", p[opaque(3)]);
  puts("after the fault");
  return 0;
}
