// A constant out-of-bounds index on a local array (a[4] of int a[4]) is checked.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("%d\n", a[3]);
  FAULT_NEXT();
  printf("%d\n", a[4]);
  puts("after the fault");
  return 0;
}
