// The twin of elided_check_after_assign.c: q's object is big enough.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair)), *q = malloc(sizeof(struct pair));
  p->b = 5;
  q->b = 6;
  sink = (p->b, p = q, sink = p->b);
  printf("%d\n", sink);
  return 0;
}
