// `i <= n` with n the largest unsigned int never ends by its condition:
// i wraps to 0.  The loop's checks must not be tested once for i from
// its start to n (src/hoist.c refuses that n), so the read at i = 0,
// far below the array, traps.
// expect: out-of-bounds read
// expect-at: hoisted_loop_inclusive_wraps.c:19:11
// asan: miss the pointer is formed 4 GB below the array, outside asan's shadow checks
#include "safety.h"

int main(void) {
  char buf[8] = "abcdefg";
  unsigned n = (unsigned)opaque(-1); // UINT_MAX
  char *a = buf - (n - 5);            // a[n - 5] is buf[0]
  long s = 0;
  FAULT_NEXT();
  for (unsigned i = n - 5; i <= n; i++) {
    if (i == 1)
      break;
    s += a[i];
  }
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
