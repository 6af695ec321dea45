// strdup's copy is exactly strlen + 1 bytes: reading two past its terminator traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *d = strdup("abc");
  printf("%s %d\n", d, d[3]);
  FAULT_NEXT();
  printf("%d\n", d[opaque(5)]);
  puts("after the fault");
  return 0;
}
