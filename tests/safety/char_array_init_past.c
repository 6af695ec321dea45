// char s[] = "abc" is a 4-byte local array: writing s[4] traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char s[] = "abc";
  s[3] = '!';
  printf("%.4s\n", s);
  FAULT_NEXT();
  s[opaque(4)] = 0;
  puts("after the fault");
  return 0;
}
