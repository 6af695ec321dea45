// The twin of elided_check_after_label.c with an object big enough: both
// paths to the label read p->b.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  p->a = 1;
  p->b = 2;
  int cond = opaque(1);
  if (cond)
    goto again;
  sink = p->b;
again:
  sink = p->b;
  printf("%d\n", sink);
  return 0;
}
