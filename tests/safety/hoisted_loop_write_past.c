// A counted loop that calls nothing gets its checks tested once before it
// (src/hoist.c); when that test fails, the loop runs with every check and
// traps at the first store past a heap array, after the four good ones.
// expect: out-of-bounds write
// expect-at: hoisted_loop_write_past.c:14:10
#include "safety.h"

int main(void) {
  int n = opaque(5);
  int *a = malloc(4 * sizeof(int));
  puts("filling");
  FAULT_NEXT();
  for (int i = 0; i < n; i++)
    a[i] = i * 3;
  printf("%d\n", a[3]);
  puts("after the fault");
  return 0;
}
