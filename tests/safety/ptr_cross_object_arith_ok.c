// Good twin of ptr_cross_object_arith.c: p + (q - q) stays derived from p.
// expect: ok
#include "safety.h"

int main(void) {
  long *p = malloc(4 * sizeof(long));
  long *q = malloc(4 * sizeof(long));
  p[0] = 111;
  long *r = p + (q - q);
  printf("same address: %d\n", r == p);
  FAULT_NEXT();
  printf("%ld\n", *r);
  puts("after the fault");
  return 0;
}
