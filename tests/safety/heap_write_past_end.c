// Writing one int past the end of a 10-int heap array traps (off by one, above).
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(10);
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i;
  puts("filled");
  FAULT_NEXT();
  a[n] = 99;
  puts("after the fault");
  return 0;
}
