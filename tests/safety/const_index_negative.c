// A constant negative index on a named local array (a[-1]) is checked.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  long a[2] = {1, 2};
  printf("%ld\n", a[0]);
  FAULT_NEXT();
  a[-1] = 3;
  puts("after the fault");
  return 0;
}
