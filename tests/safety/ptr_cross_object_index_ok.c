// Good twin of ptr_cross_object_index.c: writes b through its own pointer.
// expect: ok
#include "safety.h"

int a[4];
int b[4];

int main(void) {
  int *pa = a, *pb = b;
  long d = pb - pa;
  printf("distance known: %d\n", d != 0);
  FAULT_NEXT();
  pb[0] = 5;
  printf("after the fault %d %d\n", b[0], pa[0]);
  return 0;
}
