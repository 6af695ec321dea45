// *s++ walks a 3-byte object: after the first load the checks follow s,
// and the fourth load, one past the end, traps.
// expect: out-of-bounds read
// expect-at: check_shift_walk_past_end.c:16:22
#include "safety.h"

static volatile int sink;

int main(void) {
  char *s = malloc(3);
  memcpy(s, "abc", 3);
  if (opaque(0))
    s = malloc(4);
  FAULT_NEXT();
  int a = *s++, b = *s++, c = *s++;
  sink = a + b + c + *s++;
  puts("after the fault");
  return 0;
}
