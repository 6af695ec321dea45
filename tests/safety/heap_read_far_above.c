// Reading far above a heap object (index 100000 of 16 ints) traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int *a = calloc(16, sizeof(int));
  int i = opaque(100000);
  puts("allocated");
  FAULT_NEXT();
  printf("%d\n", a[i]);
  puts("after the fault");
  return 0;
}
