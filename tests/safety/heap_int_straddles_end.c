// A 4-byte read that starts inside malloc(10) but ends past it (bytes 8..11) traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *p = calloc(10, 1);
  int off = opaque(8);
  puts("allocated");
  FAULT_NEXT();
  int v = *(int *)(p + off);
  printf("after the fault %d\n", v);
  return 0;
}
