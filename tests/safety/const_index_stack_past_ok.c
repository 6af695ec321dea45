// Good twin of const_index_stack_past.c: reads a[3].
// expect: ok
#include "safety.h"

int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("%d\n", a[3]);
  FAULT_NEXT();
  printf("%d\n", a[3]);
  puts("after the fault");
  return 0;
}
