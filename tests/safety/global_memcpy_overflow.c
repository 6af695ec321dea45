// memcpy of 12 bytes into an 8-byte global traps.
// expect: out-of-bounds write
#include "safety.h"

char dst8[8];

int main(void) {
  size_t n = opaque(12);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst8, "abcdefghijk", n);
  puts("after the fault");
  return 0;
}
