// Good twin of param_addr_past.c: reads (&x)[0].
// expect: ok
#include "safety.h"

static int peek(int x, int y, int i) {
  int *p = &x;
  return p[i] + y * 0;
}

int main(void) {
  printf("%d\n", peek(1, 2, 0));
  FAULT_NEXT();
  printf("%d\n", peek(1, 2, opaque(1) - 1));
  puts("after the fault");
  return 0;
}
