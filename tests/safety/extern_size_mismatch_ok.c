// Good twin of extern_size_mismatch.c: writes shared_arr[3], inside the real definition.
// also: parts/defs.c
// expect: ok
#include "safety.h"

extern int shared_arr[10];
extern int shared_next;

int main(void) {
  printf("%d %d\n", shared_arr[3], shared_next);
  FAULT_NEXT();
  shared_arr[3] = 5;
  printf("after the fault %d %d\n", shared_next, shared_arr[3]);
  return 0;
}
