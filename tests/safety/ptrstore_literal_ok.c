// Good twin of ptrstore_literal.c: the slot is a writable 16-byte heap object.
// expect: ok
#include "safety.h"

int main(void) {
  char **slot = malloc(16);
  char *target = malloc(4);
  puts("storing");
  FAULT_NEXT();
  *slot = target;
  printf("after the fault %d\n", *slot == target);
  return 0;
}
