// The twin of register_pointer_past.c: the read is of the last element.
// expect: ok
#include "safety.h"

int main(void) {
  long *start = malloc(8 * sizeof(long)), *q;
  long sum = 0;
  for (q = start; q < start + 8; q++)
    *q = q - start;
  for (q = start; q < start + 8; q++)
    sum += *q;
  printf("%ld\n", sum);
  q -= opaque(1);
  sum += *q;
  printf("%ld\n", sum);
  return 0;
}
