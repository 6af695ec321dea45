// The callee in another translation unit reads a[2] of what it is given; passing a 2-element
// local array traps there.
// also: parts/defs.c
// expect: out-of-bounds read
#include "safety.h"

int read_third(const int *a);

int main(void) {
  int three[3] = {1, 2, 3};
  int two[2] = {4, 5};
  printf("%d\n", read_third(three));
  FAULT_NEXT();
  printf("%d\n", read_third(two));
  puts("after the fault");
  return 0;
}
