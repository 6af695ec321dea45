// Writing into a string literal through a plain char * traps: literals are read-only objects.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char *s = "hello";
  printf("%s\n", s);
  FAULT_NEXT();
  s[0] = 'j';
  printf("after the fault %s\n", s);
  return 0;
}
