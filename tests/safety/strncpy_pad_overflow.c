// strncpy with n larger than the destination writes padding NULs past its end: it traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char name[8];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  strncpy(name, "ab", n);
  puts("after the fault");
  return 0;
}
