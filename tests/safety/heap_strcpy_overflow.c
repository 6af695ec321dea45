// strcpy of "hello world" into malloc(5) traps inside strcpy.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *dst = malloc(5);
  const char *msg = "hello world";
  puts("copying");
  FAULT_NEXT();
  strcpy(dst, msg);
  puts("after the fault");
  return 0;
}
