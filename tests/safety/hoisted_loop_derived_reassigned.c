// A pointer set at the top of the body but assigned again inside it is
// not an access through the array any more: after it moves to a shorter
// object, the read past that object's end traps.
// expect: out-of-bounds read
// expect-at: hoisted_loop_derived_reassigned.c:20:13
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = calloc(4, sizeof(struct point));
  int *small = calloc(1, sizeof(int));
  long s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    struct point *q = &pts[i];
    if (i == 2)
      q = (struct point *)small;
    s += q->y;
  }
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
