// Good twin of double_free_after_same_size_malloc.c: the second free is of q.
// expect: ok
#include "safety.h"

int main(void) {
  int *p = malloc(64);
  free(p);
  int *q = malloc(64);
  q[0] = 123;
  printf("q[0] = %d\n", q[0]);
  FAULT_NEXT();
  printf("after the fault %d\n", q[0]);
  free(q);
  return 0;
}
