// Good twin of heap_read_past_end.c: every read stays inside the 10-int heap array.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(10);
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i * 3;
  printf("last: %d\n", a[n - 1]);
  FAULT_NEXT();
  printf("first: %d\n", a[0]);
  puts("after the fault");
  free(a);
  return 0;
}
