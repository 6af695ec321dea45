// memset of 2 x sizeof over a global long array traps.
// expect: out-of-bounds write
#include "safety.h"

long counters[4] = {1, 2, 3, 4};

int main(void) {
  size_t n = opaque(2 * sizeof counters);
  printf("%ld\n", counters[3]);
  FAULT_NEXT();
  memset(counters, 0, n);
  puts("after the fault");
  return 0;
}
