// Good twin of global_memset_overflow.c: clears sizeof counters bytes.
// expect: ok
#include "safety.h"

long counters[4] = {1, 2, 3, 4};

int main(void) {
  size_t n = opaque(2 * sizeof counters);
  printf("%ld\n", counters[3]);
  FAULT_NEXT();
  memset(counters, 0, n / 2);
  printf("after the fault %ld\n", counters[3]);
  return 0;
}
