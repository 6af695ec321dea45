// Reading one element before the start of a heap array (a[-1]) traps: the header is not payload.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  long *a = malloc(4 * sizeof(long));
  a[0] = 1;
  int i = opaque(-1);
  puts("allocated");
  FAULT_NEXT();
  printf("%ld\n", a[i]);
  puts("after the fault");
  return 0;
}
