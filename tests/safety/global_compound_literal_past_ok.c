// Good twin of global_compound_literal_past.c: reads gp[2].
// expect: ok
#include "safety.h"

int *gp = (int[]){1, 2, 3};

int main(void) {
  printf("%d\n", gp[2]);
  FAULT_NEXT();
  printf("%d\n", gp[opaque(3) - 1]);
  puts("after the fault");
  return 0;
}
