// A compare-and-swap of a pointer one slot past the end of a heap array of pointers traps as
// an out-of-bounds write, at the builtin, before the runtime swaps anything.
// expect: out-of-bounds write
// expect-at: atomic_ptr_cas_past.c:15:3
#include "safety.h"

int main(void) {
  int n = opaque(2), x = 7, y = 8;
  int **slots = calloc(n, sizeof *slots);
  int *expected = NULL;
  __atomic_compare_exchange_n(&slots[n - 1], &expected, &x, 0, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  printf("%d\n", *slots[n - 1]);
  FAULT_NEXT();
  __atomic_compare_exchange_n(&slots[n], &expected, &y, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  printf("after the fault %d\n", expected != NULL);
  return 0;
}
