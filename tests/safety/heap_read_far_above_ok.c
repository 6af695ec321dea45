// Good twin of heap_read_far_above.c: the index is reduced into range first.
// expect: ok
#include "safety.h"

int main(void) {
  int *a = calloc(16, sizeof(int));
  int i = opaque(100000);
  puts("allocated");
  FAULT_NEXT();
  printf("%d\n", a[i % 16]);
  puts("after the fault");
  free(a);
  return 0;
}
