// A pointer set at the top of a counted loop's body to each element in
// turn (the good twin of hoisted_loop_derived_past.c).
// expect: ok
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = malloc(4 * sizeof(struct point));
  for (int i = 0; i < n; i++) {
    struct point *q = &pts[i];
    q->x = i;
    q->y = 2 * i;
  }
  long s = 0;
  for (int i = 0; i < n; i++)
    s += pts[i].x + pts[i].y;
  printf("%d %ld\n", pts[3].y, s);
  return 0;
}
