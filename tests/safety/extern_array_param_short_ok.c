// Good twin of extern_array_param_short.c: both arrays have three elements.
// also: parts/defs.c
// expect: ok
#include "safety.h"

int read_third(const int *a);

int main(void) {
  int three[3] = {1, 2, 3};
  int other[3] = {4, 5, 6};
  printf("%d\n", read_third(three));
  FAULT_NEXT();
  printf("%d\n", read_third(other));
  puts("after the fault");
  return 0;
}
