// Good twin of stack_array_read_below.c: reads a[0] and before[3] through their own names.
// expect: ok
#include "safety.h"

int main(void) {
  int before[4] = {1, 2, 3, 4};
  int a[4] = {5, 6, 7, 8};
  int i = opaque(-1);
  printf("a[0] = %d, before[3] = %d\n", a[0], before[3]);
  FAULT_NEXT();
  printf("a[0] = %d\n", a[i + 1]);
  puts("after the fault");
  return 0;
}
