// An atomic load from a freed object traps as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  long *counter = malloc(sizeof *counter);
  *counter = 3;
  printf("%ld\n", __atomic_load_n(counter, __ATOMIC_ACQUIRE));
  free(counter);
  FAULT_NEXT();
  printf("%ld\n", __atomic_load_n(counter, __ATOMIC_ACQUIRE));
  puts("after the fault");
  return 0;
}
