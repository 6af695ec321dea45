// Writing a[1000] of a 4-int local array (far above, into other frames) traps.
// expect: out-of-bounds write
#include "safety.h"

static void smash(int i) {
  int a[4] = {0};
  FAULT_NEXT();
  a[i] = 42;
  puts("after the fault");
}

int main(void) {
  puts("calling");
  smash(opaque(1000));
  puts("returned");
  return 0;
}
