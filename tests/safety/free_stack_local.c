// free(&x) of a scalar local traps as invalid free.
// expect: invalid free
#include "safety.h"

static void release(int *p) { free(p); }

int main(void) {
  int x = 5;
  int *h = malloc(sizeof *h);
  release(h);
  printf("x = %d\n", x);
  FAULT_NEXT();
  release(&x);
  puts("after the fault");
  return 0;
}
