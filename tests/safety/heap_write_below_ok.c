// Good twin of heap_write_below.c: writes a[0].
// expect: ok
#include "safety.h"

int main(void) {
  long *a = malloc(4 * sizeof(long));
  int i = opaque(-2);
  puts("allocated");
  FAULT_NEXT();
  a[i + 2] = 1000000;
  printf("after the fault %ld\n", a[0]);
  free(a);
  return 0;
}
