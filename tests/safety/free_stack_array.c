// free of a local array traps as invalid free.
// expect: invalid free
#include "safety.h"

int main(void) {
  char buf[32];
  strcpy(buf, "on the stack");
  printf("%s\n", buf);
  FAULT_NEXT();
  free(buf);
  puts("after the fault");
  return 0;
}
