// Good twin of heap_loop_off_by_one.c: the loop runs while i < n.
// expect: ok
#include "safety.h"

static long sum(const long *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    if (i == n - 1) FAULT_NEXT();
    s += a[i];
  }
  return s;
}

int main(void) {
  int n = opaque(100);
  long *a = malloc(n * sizeof(long));
  for (int i = 0; i < n; i++) a[i] = i;
  puts("summing");
  printf("sum %ld\n", sum(a, n));
  puts("after the fault");
  free(a);
  return 0;
}
