// A local array passed to a function that trusts a wrong length: the callee's write past it traps.
// expect: out-of-bounds write
#include "safety.h"

static void fill(int *a, int n) {
  for (int i = 0; i < n; i++) {
    if (i == 6) FAULT_NEXT();
    a[i] = i;
  }
}

int main(void) {
  int a[6];
  puts("filling");
  fill(a, opaque(7));
  puts("after the fault");
  return a[0];
}
