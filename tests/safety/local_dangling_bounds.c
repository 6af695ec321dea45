// A returned &local keeps exact bounds: it is a 4-byte object, so reading p[1] traps.
// expect: out-of-bounds read
#include "safety.h"

static int *make(void) {
  int local = 5;
  int *p = &local;
  return p;
}

int main(void) {
  int *p = make();
  puts("made");
  FAULT_NEXT();
  printf("%d\n", p[opaque(1)]);
  puts("after the fault");
  return 0;
}
