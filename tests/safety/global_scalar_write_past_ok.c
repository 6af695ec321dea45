// Good twin of global_scalar_write_past.c: writes p[0].
// expect: ok
#include "safety.h"

int counter = 1;
int other = 2;

int main(void) {
  int *p = &counter;
  printf("%d %d\n", counter, other);
  FAULT_NEXT();
  p[opaque(1) - 1] = 5;
  printf("after the fault %d %d\n", counter, other);
  return 0;
}
