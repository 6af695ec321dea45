// The classic `i <= n` loop reads one element past a heap array and traps there.
// expect: out-of-bounds read
#include "safety.h"

static long sum(const long *a, int n) {
  long s = 0;
  for (int i = 0; i <= n; i++) {
    if (i == n) FAULT_NEXT();
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
  return 0;
}
