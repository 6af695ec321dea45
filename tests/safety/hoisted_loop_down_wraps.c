// `i >= 0` with an unsigned i never ends by its condition: i wraps from
// 0 to the largest unsigned int.  The loop's checks must not be tested
// once for i from its start down to 0 (src/hoist.c refuses a bound that
// is the smallest value of i's type), so the read after the wrap, 4 GB
// above the array, traps.
// expect: out-of-bounds read
// expect-at: hoisted_loop_down_wraps.c:19:13
// asan: miss the pointer is formed 4 GB above the array, outside asan's shadow checks
#include "safety.h"

int main(void) {
  char buf[8] = "abcdefg";
  unsigned zero = (unsigned)opaque(0);
  long s = 0;
  FAULT_NEXT();
  for (unsigned i = 5; i >= zero; i--) {
    if (i == 0xfffffffeu)
      break;
    s += buf[i];
  }
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
