// q + (p - q) has p's address but q's capability (the capability follows the pointer operand,
// not the address): reading p's data through it is outside q's object and traps.
// expect: out-of-bounds read
// asan: miss the address is another live object's
#include "safety.h"

int main(void) {
  long *p = malloc(4 * sizeof(long));
  long *q = malloc(4 * sizeof(long));
  p[0] = 111;
  long *r = q + (p - q);
  printf("same address: %d\n", r == p);
  FAULT_NEXT();
  printf("%ld\n", *r);
  puts("after the fault");
  return 0;
}
