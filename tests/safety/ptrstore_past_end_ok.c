// Good twin of ptrstore_past_end.c: the array has room for three pointers.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(2);
  const char **names = malloc((n + 1) * sizeof *names);
  names[0] = "zero";
  names[1] = "one";
  printf("%s %s\n", names[0], names[1]);
  FAULT_NEXT();
  names[n] = "two";
  printf("after the fault %s\n", names[2]);
  return 0;
}
