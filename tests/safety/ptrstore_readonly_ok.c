// Good twin of ptrstore_readonly.c: the table is not const.
// expect: ok
#include "safety.h"

const char *names[2] = { "alpha", "beta" };

int main(void) {
  const char **writable = (const char **)names;
  printf("%s %s\n", names[0], names[1]);
  FAULT_NEXT();
  writable[opaque(0)] = "gamma";
  printf("after the fault %s\n", names[0]);
  return 0;
}
