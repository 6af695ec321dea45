// A loop whose body also moves i is not a counted loop: i can leave the
// range from its first value to n-1.  Here it goes back below the array,
// and the read there traps.
// expect: out-of-bounds read
// expect-at: hoisted_loop_index_moves_back.c:15:11
#include "safety.h"

int main(void) {
  int n = opaque(4), back = opaque(-3);
  long *a = malloc(4 * sizeof(long));
  for (int i = 0; i < 4; i++) a[i] = i;
  long s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    s += a[i];
    if (i == 2)
      i = back;
  }
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
