// Good twin of atomic_cas_readonly.c: the flag is not const.
// expect: ok
#include "safety.h"

int once = 7;

int main(void) {
  int expected = 7;
  printf("%d\n", once);
  FAULT_NEXT();
  __atomic_compare_exchange_n((int *)&once, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  printf("after the fault %d\n", once);
  return 0;
}
