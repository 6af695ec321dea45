// Writing a pointer's address through the integer member of a union does not give the pointer
// member a capability: dereferencing it traps.
// expect: pointer without capability
// asan: miss integer-made pointer with an in-bounds address; only capabilities tell it apart
#include "safety.h"

union word { int *p; uintptr_t bits; };

int main(void) {
  int x = 12;
  union word w;
  w.bits = (uintptr_t)&x;
  printf("bits equal: %d\n", w.p == &x);
  FAULT_NEXT();
  printf("%d\n", *w.p);
  puts("after the fault");
  return 0;
}
