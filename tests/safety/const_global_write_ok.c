// Good twin of const_global_write.c: the global is not const, so the write is fine.
// expect: ok
#include "safety.h"

int limit = 10;

int main(void) {
  int *p = (int *)&limit;
  printf("limit %d\n", *p);
  FAULT_NEXT();
  *p = 1000;
  printf("after the fault %d\n", limit);
  return 0;
}
