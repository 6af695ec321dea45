// A pointer used in the body before the statement that sets it holds the
// previous iteration's value (here, at first, null): it is not derived
// from the array, and the first read through it traps.
// expect: null pointer dereference
// expect-at: hoisted_loop_derived_after_use.c:17:13
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = calloc(4, sizeof(struct point));
  struct point *q = opaque(0) ? pts : NULL;
  long s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    s += q->x;
    q = &pts[i];
  }
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
