// Good twin of ptr_union_pun.c: the pointer member is assigned and can be read as bits too.
// expect: ok
#include "safety.h"

union word { int *p; uintptr_t bits; };

int main(void) {
  int x = 12;
  union word w;
  w.p = &x;
  printf("bits equal: %d\n", w.bits == (uintptr_t)&x);
  FAULT_NEXT();
  printf("%d\n", *w.p);
  puts("after the fault");
  return 0;
}
