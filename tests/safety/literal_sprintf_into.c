// sprintf whose destination is a string literal traps.
// expect: write to read-only memory
#include "safety.h"

static char *make_buffer(void) { return "0000000000"; }

int main(void) {
  char *buf = make_buffer();
  puts("formatting");
  FAULT_NEXT();
  sprintf(buf, "%d", opaque(42));
  printf("after the fault %s\n", buf);
  return 0;
}
