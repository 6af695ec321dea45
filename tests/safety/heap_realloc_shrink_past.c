// After realloc shrinks an array to 4 ints, reading element 4 (valid before) traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int *a = malloc(16 * sizeof(int));
  for (int i = 0; i < 16; i++) a[i] = i;
  a = realloc(a, 4 * sizeof(int));
  int i = opaque(4);
  printf("a[3] = %d\n", a[3]);
  FAULT_NEXT();
  printf("a[4] = %d\n", a[i]);
  puts("after the fault");
  return 0;
}
