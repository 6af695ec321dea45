// Reading g[-1] of a global array traps (the header before it is not payload).
// expect: out-of-bounds read
// asan: miss ASan puts redzones after globals only; g[-1] reads the previous global
#include "safety.h"

long g[3] = {10, 20, 30};

int main(void) {
  long *p = g;
  int i = opaque(-1);
  printf("g[0] = %ld\n", p[0]);
  FAULT_NEXT();
  printf("g[-1] = %ld\n", p[i]);
  puts("after the fault");
  return 0;
}
