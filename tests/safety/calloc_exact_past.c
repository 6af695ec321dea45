// calloc(3, 5) is a 15-byte object: writing byte 15 traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *p = calloc(3, 5);
  p[14] = 'e';
  printf("%c\n", p[14]);
  FAULT_NEXT();
  p[opaque(15)] = 'x';
  puts("after the fault");
  return 0;
}
