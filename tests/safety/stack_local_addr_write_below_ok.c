// Good twin of stack_local_addr_write_below.c: writes (&x)[0].
// expect: ok
#include "safety.h"

static void write_at(long *p, int i, long v) { p[i] = v; }

int main(void) {
  long x = 1;
  write_at(&x, 0, 2);
  printf("x = %ld\n", x);
  FAULT_NEXT();
  write_at(&x, opaque(-1) + 1, 3);
  printf("after the fault %ld\n", x);
  return 0;
}
