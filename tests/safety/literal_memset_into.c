// memset over a string literal traps.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char *s = "secret";
  size_t n = opaque(6);
  puts("wiping");
  FAULT_NEXT();
  memset(s, '*', n);
  printf("after the fault %s\n", s);
  return 0;
}
