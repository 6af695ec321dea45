// An integer global initialised with an address (long addr = (long)&x) holds no capability:
// reading it back as a pointer (through a pointer-typed view of the same bytes) gives a
// pointer without capability.
// expect: pointer without capability
// asan: miss the integer holds a valid address
#include "safety.h"

int x = 3;
long addr = (long)&x;

int main(void) {
  int *p = *(int **)&addr;
  printf("same address: %d\n", p == &x);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
