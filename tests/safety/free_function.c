// free of a function's address traps as invalid free.
// expect: invalid free
#include "safety.h"

static int helper(void) { return 1; }

int main(void) {
  void *p = (void *)helper;
  printf("helper() = %d\n", helper());
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
