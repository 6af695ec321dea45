// Good twin of stack_local_addr_read_past.c: reads (&x)[0] only.
// expect: ok
#include "safety.h"

static int read_at(const int *p, int i) { return p[i]; }

int main(void) {
  int x = 7, y = 8;
  printf("x = %d, y = %d\n", read_at(&x, 0), read_at(&y, 0));
  FAULT_NEXT();
  printf("%d\n", read_at(&x, opaque(1) - 1));
  puts("after the fault");
  return 0;
}
