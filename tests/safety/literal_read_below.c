// Reading one byte before a string literal traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const char *s = "literal";
  int i = opaque(-1);
  printf("%s\n", s);
  FAULT_NEXT();
  printf("%d\n", s[i]);
  puts("after the fault");
  return 0;
}
