// Bounds are exact to the byte: writing byte 13 of malloc(13) traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(13);
  char *p = malloc(n);
  memset(p, 'z', n);
  puts("13 bytes set");
  FAULT_NEXT();
  p[n] = 0;
  puts("after the fault");
  return 0;
}
