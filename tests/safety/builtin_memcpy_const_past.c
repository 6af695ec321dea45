// __builtin_memcpy with a constant size (which a compiler may expand inline) past an 8-byte
// local array still traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char small[8];
  const char *src = "0123456789abcdef";
  puts("copying");
  FAULT_NEXT();
  __builtin_memcpy(small, src, 16);
  puts("after the fault");
  return small[0] == 0;
}
