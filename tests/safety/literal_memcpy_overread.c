// memcpy of 16 bytes from the 6-byte literal "short" traps (source out of bounds).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char buf[16];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(buf, "short", n);
  puts("after the fault");
  return 0;
}
