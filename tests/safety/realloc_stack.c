// realloc of a local array (not a heap object) traps as invalid free.
// expect: invalid free
#include "safety.h"

int main(void) {
  char buf[16] = "stack";
  printf("%s\n", buf);
  FAULT_NEXT();
  char *grown = realloc(buf, 64);
  printf("after the fault %s\n", grown);
  return 0;
}
