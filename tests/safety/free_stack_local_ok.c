// Good twin of free_stack_local.c: only the heap object is released.
// expect: ok
#include "safety.h"

static void release(int *p) { free(p); }

int main(void) {
  int x = 5;
  int *h = malloc(sizeof *h);
  printf("x = %d\n", x);
  FAULT_NEXT();
  release(h);
  puts("after the fault");
  return 0;
}
