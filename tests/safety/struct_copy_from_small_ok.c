// Good twin of struct_copy_from_small.c: the heap object holds three longs.
// expect: ok
#include "safety.h"

struct big { long a, b, c; };

int main(void) {
  long *small = calloc(3, sizeof(long));
  small[0] = 1;
  struct big copy;
  puts("copying");
  FAULT_NEXT();
  copy = *(struct big *)small;
  printf("after the fault %ld\n", copy.a);
  return 0;
}
