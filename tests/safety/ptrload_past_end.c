// Loading a pointer one slot past the end of a local array of pointers traps (the pointer-load
// path, which also reads the capability, is bounds-checked like any read).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int a = 1, b = 2;
  int *ptrs[2] = { &a, &b };
  int i = opaque(2);
  printf("%d %d\n", *ptrs[0], *ptrs[1]);
  FAULT_NEXT();
  int *p = ptrs[i];
  printf("after the fault %d\n", p != NULL);
  return 0;
}
