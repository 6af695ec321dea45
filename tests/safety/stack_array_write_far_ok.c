// Good twin of stack_array_write_far.c: the index is clamped into the array.
// expect: ok
#include "safety.h"

static void smash(int i) {
  int a[4] = {0};
  FAULT_NEXT();
  a[i % 4] = 42;
  printf("after the fault %d\n", a[0]);
}

int main(void) {
  puts("calling");
  smash(opaque(1000));
  puts("returned");
  return 0;
}
