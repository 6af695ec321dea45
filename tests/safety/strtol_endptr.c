// strtol's end pointer is derived from the string (it carries the literal's capability):
// reading 10 bytes beyond it traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *end;
  long v = strtol("123abc", &end, 10);
  printf("%ld rest %s\n", v, end);
  FAULT_NEXT();
  printf("%d\n", end[opaque(10)]);
  puts("after the fault");
  return 0;
}
