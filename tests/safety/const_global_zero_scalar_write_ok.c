// Good twin of const_global_zero_scalar_write.c: the scalar is not const.
// expect: ok
#include "safety.h"

long limit;

static void set(long *p, long v) { *p = v; }

int main(void) {
  printf("%ld\n", limit);
  FAULT_NEXT();
  set((long *)&limit, 100);
  printf("after the fault %ld\n", limit);
  return 0;
}
