// Good twin of uaf_many_dangling_after_gc.c: the last object is not freed.
// expect: ok
#include "safety.h"

int main(void) {
  int n = 10000;
  long **dangling = malloc(n * sizeof *dangling);
  for (int i = 0; i < n; i++) {
    dangling[i] = malloc(48);
    dangling[i][0] = i;
    if (i != n - 1) free(dangling[i]);
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
