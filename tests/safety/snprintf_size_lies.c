// snprintf told the buffer has 64 bytes when it has 4: the libc's write past the end traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *b = malloc(4);
  size_t size = opaque(64);
  puts("formatting");
  FAULT_NEXT();
  snprintf(b, size, "%s", "a long string");
  puts("after the fault");
  return 0;
}
