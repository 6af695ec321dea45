// Reading one past the end of an initialised global array traps.
// expect: out-of-bounds read
#include "safety.h"

int table[5] = {1, 2, 3, 4, 5};
int next_global = 77;

int main(void) {
  int n = opaque(5);
  printf("table[4] = %d\n", table[n - 1]);
  FAULT_NEXT();
  printf("table[5] = %d\n", table[n]);
  puts("after the fault");
  return next_global == 0;
}
