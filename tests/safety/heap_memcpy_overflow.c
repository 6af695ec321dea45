// memcpy of 20 bytes into a 16-byte heap buffer traps in memcpy.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char src[20];
  memset(src, 'q', sizeof src);
  char *dst = malloc(16);
  size_t n = opaque(20);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, n);
  puts("after the fault");
  return 0;
}
