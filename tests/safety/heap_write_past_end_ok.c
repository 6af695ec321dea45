// Good twin of heap_write_past_end.c: the last write is the last element.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(10);
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i;
  puts("filled");
  FAULT_NEXT();
  a[n - 1] = 99;
  printf("after the fault %d\n", a[n - 1]);
  free(a);
  return 0;
}
