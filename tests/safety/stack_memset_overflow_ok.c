// Good twin of stack_memset_overflow.c: memset with sizeof a.
// expect: ok
#include "safety.h"

int main(void) {
  int a[8];
  int n = opaque(10);
  puts("clearing");
  FAULT_NEXT();
  memset(a, 0, sizeof a);
  printf("after the fault %d %d\n", a[7], n);
  return 0;
}
