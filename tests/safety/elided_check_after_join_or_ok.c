// The twin of elided_check_after_join_or.c with an object big enough.
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
  if (cond || p->b == 7)
    sink = p->a +
           p->b;
  printf("%d\n", sink);
  return 0;
}
