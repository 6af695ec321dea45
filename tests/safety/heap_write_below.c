// Writing the size word just before a heap object (a[-2], the header) traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  long *a = malloc(4 * sizeof(long));
  int i = opaque(-2);
  puts("allocated");
  FAULT_NEXT();
  a[i] = 1000000;
  puts("after the fault");
  return 0;
}
