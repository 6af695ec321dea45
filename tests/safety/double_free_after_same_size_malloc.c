// free(p); q = malloc(same size); free(p) again: still a double free, and q stays intact.
// expect: double free
#include "safety.h"

int main(void) {
  int *p = malloc(64);
  free(p);
  int *q = malloc(64);
  q[0] = 123;
  printf("q[0] = %d\n", q[0]);
  FAULT_NEXT();
  free(p);
  printf("after the fault %d\n", q[0]);
  return 0;
}
