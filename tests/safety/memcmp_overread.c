// memcmp over more bytes than the shorter object has: two equal prefixes make it read on, and
// it traps at the end of the 4-byte object.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *a = malloc(4), *b = malloc(16);
  memcpy(a, "same", 4);
  memcpy(b, "same and longer", 16);
  size_t n = opaque(8);
  printf("%d\n", memcmp(a, b, 4));
  FAULT_NEXT();
  printf("%d\n", memcmp(a, b, n) != 0);
  puts("after the fault");
  return 0;
}
