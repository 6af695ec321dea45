// Struct assignment into a const global struct (cast away const) traps.
// expect: write to read-only memory
#include "safety.h"

struct limits { long lo, hi; const char *name; };
const struct limits fixed = { 0, 100, "fixed" };

int main(void) {
  struct limits mine = { 5, 6, "mine" };
  printf("%s %ld\n", fixed.name, fixed.hi);
  FAULT_NEXT();
  *(struct limits *)&fixed = mine;
  printf("after the fault %s\n", fixed.name);
  return 0;
}
