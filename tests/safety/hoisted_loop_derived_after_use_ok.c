// A pointer used before the statement that sets it, starting at the first
// element (the good twin of hoisted_loop_derived_after_use.c).
// expect: ok
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = calloc(4, sizeof(struct point));
  for (int i = 0; i < 4; i++) pts[i].x = i + 1;
  struct point *q = opaque(1) ? pts : NULL;
  long s = 0;
  for (int i = 0; i < n; i++) {
    s += q->x;
    q = &pts[i];
  }
  printf("%ld\n", s);
  return 0;
}
