// Good twin of atomic_store_past.c: the array has n + 1 elements.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(4);
  int *flags = calloc(n + 1, sizeof(int));
  __atomic_store_n(&flags[n - 1], 1, __ATOMIC_SEQ_CST);
  printf("%d\n", flags[n - 1]);
  FAULT_NEXT();
  __atomic_store_n(&flags[n], 1, __ATOMIC_SEQ_CST);
  printf("after the fault %d\n", flags[n]);
  return 0;
}
