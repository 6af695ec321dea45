// The twin of check_hull_past_end.c: p's object has room for p->c.
// expect: ok
#include "safety.h"

struct three {
  int a, b, c;
};

static volatile int sink;

int main(void) {
  struct three *p = malloc(sizeof *p);
  p->a = 1;
  p->b = 2;
  p->c = 3;
  sink = p->b + p->a + p->c;
  printf("%d\n", sink);
  return 0;
}
