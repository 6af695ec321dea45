// An old-style (unprototyped) declaration lets a call pass fewer arguments than the definition
// reads; the missing pointer argument is null and writing through it traps.
// expect: null pointer dereference
#include "safety.h"

int fill();

int main(void) {
  int out = 0;
  fill(3, &out);
  printf("out = %d\n", out);
  FAULT_NEXT();
  fill(4);
  puts("after the fault");
  return 0;
}

int fill(int v, int *dst) {
  *dst = v;
  return v;
}
