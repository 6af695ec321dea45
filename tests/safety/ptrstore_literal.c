// Storing a pointer into a string literal's bytes (as if it were a pointer slot) traps as a
// write to read-only memory.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char **slot = (char **)"ABCDEFGHIJKLMNO";
  char *target = malloc(4);
  puts("storing");
  FAULT_NEXT();
  *slot = target;
  puts("after the fault");
  return 0;
}
