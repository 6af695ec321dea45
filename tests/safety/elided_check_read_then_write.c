// A read check does not cover a write: *s was read in the same expression,
// and the write to the string literal still traps.
// expect: write to read-only memory
// expect-at: elided_check_read_then_write.c:14:26
#include "safety.h"

static volatile char sink;

int main(void) {
  char *s = (char *)"abc";
  if (opaque(0))
    s = malloc(4);
  FAULT_NEXT();
  sink = (*s, sink = (*s = 'x'));
  puts("after the fault");
  return 0;
}
