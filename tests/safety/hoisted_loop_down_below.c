// A counted loop counting down (`i >= n`) gets its checks tested once
// before it, from its first i down to n (src/hoist.c); n below the start
// of the array makes the test fail, and the checked loop traps at the
// read of a[-1], after the good ones.
// expect: out-of-bounds read
// expect-at: hoisted_loop_down_below.c:17:11
#include "safety.h"

int main(void) {
  int n = opaque(-1);
  int *a = malloc(6 * sizeof(int));
  for (int i = 0; i < 6; i++)
    a[i] = i + 1;
  long s = 0;
  FAULT_NEXT();
  for (int i = 5; i >= n; i--)
    s += a[i];
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
