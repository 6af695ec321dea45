// Writing (&x)[-1] of an escaping scalar local traps.
// expect: out-of-bounds write
#include "safety.h"

static void write_at(long *p, int i, long v) { p[i] = v; }

int main(void) {
  long x = 1;
  write_at(&x, 0, 2);
  printf("x = %ld\n", x);
  FAULT_NEXT();
  write_at(&x, opaque(-1), 3);
  puts("after the fault");
  return 0;
}
