// A scalar global is a 4-byte object: writing (&counter)[1] traps.
// expect: out-of-bounds write
#include "safety.h"

int counter = 1;
int other = 2;

int main(void) {
  int *p = &counter;
  printf("%d %d\n", counter, other);
  FAULT_NEXT();
  p[opaque(1)] = 5;
  printf("after the fault %d\n", other);
  return 0;
}
