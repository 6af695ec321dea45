// Writing one byte past a local char array (the classic stack smash) traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char guard[16] = "guard intact";
  char buf[16];
  int n = opaque(16);
  for (int i = 0; i < n; i++) buf[i] = 'b';
  puts("filled");
  FAULT_NEXT();
  buf[n] = 0;
  printf("after the fault %s\n", guard);
  return 0;
}
