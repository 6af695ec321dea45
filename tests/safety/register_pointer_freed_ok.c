// The twin of register_pointer_freed.c: the read comes before the free.
// expect: ok
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
  sum += *q;
  free(start);
  printf("%d\n", sum);
  return 0;
}
