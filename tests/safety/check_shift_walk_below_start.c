// *--s walks down from the end of a 3-byte object: the fourth load, one
// below its start, traps.
// expect: out-of-bounds read
// expect-at: check_shift_walk_below_start.c:15:22
#include "safety.h"

static volatile int sink;

int main(void) {
  char *s = malloc(3);
  memcpy(s, "abc", 3);
  s += 3;
  FAULT_NEXT();
  int a = *--s, b = *--s, c = *--s;
  sink = a + b + c + *--s;
  puts("after the fault");
  return 0;
}
