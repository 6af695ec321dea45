// Good twin of global_array_read_below.c: reads p[i + 1].
// expect: ok
#include "safety.h"

long g[3] = {10, 20, 30};

int main(void) {
  long *p = g;
  int i = opaque(-1);
  printf("g[0] = %ld\n", p[0]);
  FAULT_NEXT();
  printf("g[0] = %ld\n", p[i + 1]);
  puts("after the fault");
  return 0;
}
