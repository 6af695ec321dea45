// Good twin of overflow_builtin_result_past.c: the array has three elements.
// expect: ok
#include "safety.h"

int main(void) {
  int sums[3];
  int n = opaque(2);
  __builtin_add_overflow(1, 2, &sums[n - 1]);
  printf("%d\n", sums[1]);
  FAULT_NEXT();
  __builtin_add_overflow(3, 4, &sums[n]);
  printf("after the fault %d\n", sums[2]);
  return 0;
}
