// Adjacent literals "ab" "cd" form one 5-byte object: index 4 is its terminator, index 5 traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const char *s = "ab" "cd";
  printf("%s %d\n", s, s[4]);
  FAULT_NEXT();
  printf("%d\n", s[opaque(5)]);
  puts("after the fault");
  return 0;
}
