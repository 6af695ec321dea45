// Good twin of const_index_local_struct_past.c: writes s.a[1].
// expect: ok
#include "safety.h"

int main(void) {
  struct { int a[2]; int n; } s = {{1, 2}, 3};
  printf("%d %d %d\n", s.a[0], s.a[1], s.n);
  FAULT_NEXT();
  s.a[1] = 9;
  printf("after the fault %d\n", s.a[1]);
  return 0;
}
