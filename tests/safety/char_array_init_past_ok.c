// Good twin of char_array_init_past.c: char s[5] leaves room for the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char s[5] = "abc";
  s[3] = '!';
  printf("%.4s\n", s);
  FAULT_NEXT();
  s[opaque(4)] = 0;
  printf("after the fault %s\n", s);
  return 0;
}
