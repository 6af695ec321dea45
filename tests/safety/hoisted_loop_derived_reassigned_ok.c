// A pointer set at the top of the body and moved inside it to another
// object big enough (the good twin of hoisted_loop_derived_reassigned.c).
// expect: ok
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = calloc(4, sizeof(struct point));
  struct point *other = calloc(1, sizeof(struct point));
  other->y = 9;
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct point *q = &pts[i];
    if (i == 2)
      q = other;
    s += q->y;
  }
  printf("%ld\n", s);
  return 0;
}
