// sprintf of a 21-character result into an 8-byte heap buffer traps inside sprintf.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *buf = malloc(8);
  int a = opaque(1234567890), b = opaque(987654321);
  puts("formatting");
  FAULT_NEXT();
  sprintf(buf, "%d-%d", a, b);
  puts("after the fault");
  return 0;
}
