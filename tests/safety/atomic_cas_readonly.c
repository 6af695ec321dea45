// A compare-and-swap on a const global (cast away const) traps as a write to read-only memory.
// expect: write to read-only memory
#include "safety.h"

const int once = 7;

int main(void) {
  int expected = 7;
  printf("%d\n", once);
  FAULT_NEXT();
  __atomic_compare_exchange_n((int *)&once, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  printf("after the fault %d\n", once);
  return 0;
}
