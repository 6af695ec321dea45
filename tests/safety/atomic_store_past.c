// An atomic store (__atomic_store_n) one element past a heap array traps like a plain write.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(4);
  int *flags = calloc(n, sizeof(int));
  __atomic_store_n(&flags[n - 1], 1, __ATOMIC_SEQ_CST);
  printf("%d\n", flags[n - 1]);
  FAULT_NEXT();
  __atomic_store_n(&flags[n], 1, __ATOMIC_SEQ_CST);
  puts("after the fault");
  return 0;
}
