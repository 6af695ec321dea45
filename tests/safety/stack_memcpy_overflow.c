// memcpy of 16 bytes into an 8-byte local array traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char small[8];
  const char *src = "0123456789abcdef";
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(small, src, n);
  puts("after the fault");
  return 0;
}
