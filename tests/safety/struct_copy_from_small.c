// Struct assignment reading a 24-byte struct out of a 16-byte heap object traps (struct copies
// check the source range).
// expect: out-of-bounds read
#include "safety.h"

struct big { long a, b, c; };

int main(void) {
  long *small = calloc(2, sizeof(long));
  small[0] = 1;
  struct big copy;
  puts("copying");
  FAULT_NEXT();
  copy = *(struct big *)small;
  printf("after the fault %ld\n", copy.a);
  return 0;
}
