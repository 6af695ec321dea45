// Good twin of atomic_load_freed.c: loads before free.
// expect: ok
#include "safety.h"

int main(void) {
  long *counter = malloc(sizeof *counter);
  *counter = 3;
  printf("%ld\n", __atomic_load_n(counter, __ATOMIC_ACQUIRE));
  FAULT_NEXT();
  printf("%ld\n", __atomic_load_n(counter, __ATOMIC_ACQUIRE));
  free(counter);
  puts("after the fault");
  return 0;
}
