// Good twin of static_const_local_write.c: the static local is not const.
// expect: ok
#include "safety.h"

static int *table_ptr(void) {
  static int table[3] = {10, 20, 30};
  return (int *)table;
}

int main(void) {
  int *t = table_ptr();
  printf("%d\n", t[1]);
  FAULT_NEXT();
  t[1] = 0;
  printf("after the fault %d\n", t[1]);
  return 0;
}
