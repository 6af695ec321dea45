// A local struct's member array indexed by a constant past the whole struct (s.a[5] of a
// 12-byte struct) is checked.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  struct { int a[2]; int n; } s = {{1, 2}, 3};
  printf("%d %d %d\n", s.a[0], s.a[1], s.n);
  FAULT_NEXT();
  s.a[5] = 9;
  puts("after the fault");
  return 0;
}
