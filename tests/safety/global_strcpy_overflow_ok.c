// Good twin of global_strcpy_overflow.c: the second string fits too.
// expect: ok
#include "safety.h"

char code[4];

int main(void) {
  strcpy(code, "abc");
  printf("code %s\n", code);
  FAULT_NEXT();
  strcpy(code, "xyz");
  printf("after the fault %s\n", code);
  return 0;
}
