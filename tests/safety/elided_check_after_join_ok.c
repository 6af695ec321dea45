// The twin of elided_check_after_join.c with an object big enough.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  p->a = 1;
  p->b = 5;
  int cond = opaque(0);
  if (cond)
    sink = p->b;
  else
    sink = 2;
  sink += p->b;
  printf("%d\n", sink);
  return 0;
}
