// 10,000 freed objects whose dangling pointers stay reachable, then 200,000 allocations of the
// same size: none of the new objects may take over a dangling capability, so the last dangling
// pointer still traps as use after free (instead of reading someone else's data).
// expect: use after free
#include "safety.h"

int main(void) {
  int n = 10000;
  long **dangling = malloc(n * sizeof *dangling);
  for (int i = 0; i < n; i++) {
    dangling[i] = malloc(48);
    dangling[i][0] = i;
    free(dangling[i]);
  }
  for (int i = 0; i < 200000; i++) {
    long *fresh = malloc(48);
    fresh[0] = 0x1234;
  }
  puts("reallocated");
  FAULT_NEXT();
  printf("%ld\n", dangling[opaque(n - 1)][0]);
  puts("after the fault");
  return 0;
}
