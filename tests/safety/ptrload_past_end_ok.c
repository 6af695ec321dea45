// Good twin of ptrload_past_end.c: loads ptrs[i - 1].
// expect: ok
#include "safety.h"

int main(void) {
  int a = 1, b = 2;
  int *ptrs[2] = { &a, &b };
  int i = opaque(2);
  printf("%d %d\n", *ptrs[0], *ptrs[1]);
  FAULT_NEXT();
  int *p = ptrs[i - 1];
  printf("after the fault %d\n", p != NULL);
  return 0;
}
