// Storing a pointer into a const global table of pointers (cast away const) traps: the
// pointer-store path checks the read-only tag too.
// expect: write to read-only memory
#include "safety.h"

const char *const names[2] = { "alpha", "beta" };

int main(void) {
  const char **writable = (const char **)names;
  printf("%s %s\n", names[0], names[1]);
  FAULT_NEXT();
  writable[opaque(0)] = "gamma";
  printf("after the fault %s\n", names[0]);
  return 0;
}
