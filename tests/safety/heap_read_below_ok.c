// Good twin of heap_read_below.c: reads a[0].
// expect: ok
#include "safety.h"

int main(void) {
  long *a = malloc(4 * sizeof(long));
  a[0] = 1;
  int i = opaque(-1);
  puts("allocated");
  FAULT_NEXT();
  printf("%ld\n", a[i + 1]);
  puts("after the fault");
  free(a);
  return 0;
}
