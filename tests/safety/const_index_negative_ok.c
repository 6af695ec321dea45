// Good twin of const_index_negative.c: writes a[0].
// expect: ok
#include "safety.h"

int main(void) {
  long a[2] = {1, 2};
  printf("%ld\n", a[0]);
  FAULT_NEXT();
  a[0] = 3;
  printf("after the fault %ld\n", a[0]);
  return 0;
}
