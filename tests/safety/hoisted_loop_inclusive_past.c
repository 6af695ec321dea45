// A counted loop `i <= n` gets its checks tested once before it with n as
// the last index (src/hoist.c); n one past the array makes the test fail,
// and the checked loop traps at the store to a[n], after the good ones.
// expect: out-of-bounds write
// expect-at: hoisted_loop_inclusive_past.c:14:10
#include "safety.h"

int main(void) {
  int n = opaque(6);
  int *a = malloc(6 * sizeof(int));
  puts("filling");
  FAULT_NEXT();
  for (int i = 1; i <= n; i++)
    a[i] = i * 3;
  printf("%d\n", a[5]);
  puts("after the fault");
  return 0;
}
