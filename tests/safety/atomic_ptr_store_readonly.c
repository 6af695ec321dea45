// Assigning to an _Atomic pointer (an atomic store, done as an exchange through the runtime)
// in a const global, const cast away, traps as a write to read-only memory, at the `=`.
// expect: write to read-only memory
// expect-at: atomic_ptr_store_readonly.c:14:6
#include "safety.h"

static int x = 1, y = 2;
static int *_Atomic const fixed = &x;

int main(void) {
  int *_Atomic *p = (int *_Atomic *)&fixed;
  printf("%d\n", *fixed);
  FAULT_NEXT();
  *p = &y;
  printf("after the fault %d\n", *fixed);
  return 0;
}
