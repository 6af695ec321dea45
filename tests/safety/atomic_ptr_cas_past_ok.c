// The good twin of atomic_ptr_cas_past.c: both compare-and-swaps are on slots of the array,
// and the second, which fails, gives the pointer it found.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(2), x = 7, y = 8;
  int **slots = calloc(n, sizeof *slots);
  int *expected = NULL;
  __atomic_compare_exchange_n(&slots[n - 1], &expected, &x, 0, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  printf("%d\n", *slots[n - 1]);
  __atomic_compare_exchange_n(&slots[n - 1], &expected, &y, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  printf("%d\n", *expected);
  return 0;
}
