// A pointer set at the top of a counted loop's body, `q = &pts[i]`, is an
// access through pts[i]: the test before the loop covers q->x and q->y,
// fails for one element too many, and the checked loop traps at the
// first store past the array.
// expect: out-of-bounds write
// expect-at: hoisted_loop_derived_past.c:17:10
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = malloc(3 * sizeof(struct point));
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    struct point *q = &pts[i];
    q->x = i;
    q->y = 2 * i;
  }
  printf("%d\n", pts[2].y);
  puts("after the fault");
  return 0;
}
