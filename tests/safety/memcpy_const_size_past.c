// memcpy with a small constant size (8 bytes) into a 4-byte heap object traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int *one = malloc(sizeof(int));
  long v = 42;
  puts("copying");
  FAULT_NEXT();
  memcpy(one, &v, 8);
  puts("after the fault");
  return 0;
}
