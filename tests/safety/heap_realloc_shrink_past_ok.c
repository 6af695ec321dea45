// Good twin of heap_realloc_shrink_past.c: realloc grows to 16 ints, so a[4] is in bounds and copied.
// expect: ok
#include "safety.h"

int main(void) {
  int *a = malloc(5 * sizeof(int));
  for (int i = 0; i < 5; i++) a[i] = i;
  a = realloc(a, 16 * sizeof(int));
  int i = opaque(4);
  printf("a[3] = %d\n", a[3]);
  FAULT_NEXT();
  printf("a[4] = %d\n", a[i]);
  puts("after the fault");
  free(a);
  return 0;
}
