// memcpy of 16 bytes out of an 8-byte heap object traps (source read out of bounds).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *src = malloc(8);
  memcpy(src, "1234567", 8);
  char dst[16];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, n);
  puts("after the fault");
  return 0;
}
