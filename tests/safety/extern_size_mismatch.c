// Bounds come from the object, not from a declaration in another translation unit: this file
// declares `extern int shared_arr[10]`, the definition (parts/defs.c) has 4 elements, so the
// constant-index write shared_arr[8] — "in bounds" by the declared type — traps.
// also: parts/defs.c
// expect: out-of-bounds write
#include "safety.h"

extern int shared_arr[10];
extern int shared_next;

int main(void) {
  printf("%d %d\n", shared_arr[3], shared_next);
  FAULT_NEXT();
  shared_arr[8] = 5;
  printf("after the fault %d\n", shared_next);
  return 0;
}
