// A string literal "abc" is a 4-byte read-only object: reading index 4 (past the NUL) traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const char *s = "abc";
  int i = opaque(4);
  printf("s[3] = %d\n", s[3]);
  FAULT_NEXT();
  printf("s[4] = %d\n", s[i]);
  puts("after the fault");
  return 0;
}
