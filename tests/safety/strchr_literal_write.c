// strchr on a literal returns a char * (no const), but the object stays read-only: writing
// through the result traps.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char *eq = strchr("key=val", '=');
  printf("%s\n", eq);
  FAULT_NEXT();
  *eq = 0;
  puts("after the fault");
  return 0;
}
