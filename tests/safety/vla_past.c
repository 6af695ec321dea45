// A variable-length array has exactly n elements: writing v[n] traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(5);
  int v[n];
  for (int i = 0; i < n; i++) v[i] = i;
  printf("%d\n", v[n - 1]);
  FAULT_NEXT();
  v[n] = 5;
  puts("after the fault");
  return 0;
}
