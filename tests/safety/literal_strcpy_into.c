// strcpy whose destination is a string literal traps inside strcpy.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char *dst = "xxxxxxxx";
  puts("copying");
  FAULT_NEXT();
  strcpy(dst, "abc");
  printf("after the fault %s\n", dst);
  return 0;
}
