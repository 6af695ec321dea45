// A counted loop starting below the array: the test before the loop fails,
// and the checked loop traps at the first read, one element below a heap
// array.
// expect: out-of-bounds read
// expect-at: hoisted_loop_read_below.c:15:11
#include "safety.h"

int main(void) {
  int start = opaque(-1), n = opaque(4);
  long *a = malloc(4 * sizeof(long));
  for (int i = 0; i < 4; i++) a[i] = i + 1;
  long s = 0;
  FAULT_NEXT();
  for (int i = start; i < n; i++)
    s += a[i];
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
