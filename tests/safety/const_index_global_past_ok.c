// Good twin of const_index_global_past.c: the constant index is 3.
// expect: ok
#include "safety.h"

int g[4];
int after_g = 5;

int main(void) {
  g[3] = 1;
  printf("%d %d\n", g[3], after_g);
  FAULT_NEXT();
  g[3] = 2;
  printf("after the fault %d %d\n", after_g, g[3]);
  return 0;
}
