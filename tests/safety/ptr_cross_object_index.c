// Indexing one array with the distance to another (a[b - a]) stays inside a's capability:
// writing b's element through it traps instead of writing b.
// expect: out-of-bounds write
// asan: miss the address is another live object's
#include "safety.h"

int a[4];
int b[4];

int main(void) {
  int *pa = a, *pb = b;
  long d = pb - pa;
  printf("distance known: %d\n", d != 0);
  FAULT_NEXT();
  pa[d] = 5;
  printf("after the fault %d\n", b[0]);
  return 0;
}
