// A busy pointer local lives in a register pair (its value in %r14, its
// capability in %r15): after walking an array to its end, reading through
// it once more traps.
// expect: out-of-bounds read
// expect-at: register_pointer_past.c:19:10
#include "safety.h"

int main(void) {
  long *start = malloc(8 * sizeof(long)), *q;
  long sum = 0;
  for (q = start; q < start + 8; q++)
    *q = q - start;
  for (q = start; q < start + 8; q++)
    sum += *q;
  printf("%ld\n", sum);
  q -= opaque(0);
  FAULT_NEXT();
  // q is one past the last element: the read is out of bounds.
  sum += *q;
  printf("%ld\n", sum);
  puts("after the fault");
  return 0;
}
