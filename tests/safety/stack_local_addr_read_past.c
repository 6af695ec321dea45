// &x of a scalar local is a 4-byte object: reading (&x)[1] traps.
// expect: out-of-bounds read
#include "safety.h"

static int read_at(const int *p, int i) { return p[i]; }

int main(void) {
  int x = 7, y = 8;
  printf("x = %d, y = %d\n", read_at(&x, 0), read_at(&y, 0));
  FAULT_NEXT();
  printf("%d\n", read_at(&x, opaque(1)));
  puts("after the fault");
  return 0;
}
