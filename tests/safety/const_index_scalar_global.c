// (&x)[1] with a constant index on a named scalar global is checked.
// expect: out-of-bounds read
#include "safety.h"

long x = 10;
long y = 20;

int main(void) {
  printf("%ld %ld\n", x, y);
  FAULT_NEXT();
  printf("%ld\n", (&x)[1]);
  puts("after the fault");
  return 0;
}
