// Good twin of extern_const_mismatch.c: writes the non-const shared_next instead.
// also: parts/defs.c
// expect: ok
#include "safety.h"

extern int shared_limit;
extern int shared_next;

int main(void) {
  printf("%d\n", shared_limit);
  FAULT_NEXT();
  shared_next = 1000;
  printf("after the fault %d %d\n", shared_limit, shared_next);
  return 0;
}
