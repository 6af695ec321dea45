// memset of 65 bytes over a 64-byte heap buffer traps (off by one inside memset).
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *buf = malloc(64);
  size_t n = opaque(65);
  puts("clearing");
  FAULT_NEXT();
  memset(buf, 0, n);
  puts("after the fault");
  return 0;
}
