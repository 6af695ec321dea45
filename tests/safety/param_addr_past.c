// An address-taken int parameter is a 4-byte object: reading (&x)[1] (where the next
// parameter might be) traps.
// expect: out-of-bounds read
#include "safety.h"

static int peek(int x, int y, int i) {
  int *p = &x;
  return p[i] + y * 0;
}

int main(void) {
  printf("%d\n", peek(1, 2, 0));
  FAULT_NEXT();
  printf("%d\n", peek(1, 2, opaque(1)));
  puts("after the fault");
  return 0;
}
