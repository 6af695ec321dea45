// A busy pointer local kept in a register pair still reports use after
// free: free() marks the object dead, and the capability in the register
// says so.
// expect: use after free
// expect-at: register_pointer_freed.c:20:10
#include "safety.h"

int main(void) {
  int *start = malloc(16 * sizeof(int)), *q;
  int sum = 0;
  for (q = start; q < start + 16; q++)
    *q = (int)(q - start) * 3;
  for (q = start; q < start + 16; q++)
    sum += *q;
  printf("%d\n", sum);
  q = start + opaque(3);
  free(start);
  FAULT_NEXT();
  // q points into the freed object.
  sum += *q;
  printf("%d\n", sum);
  puts("after the fault");
  return 0;
}
