// The twin of elided_check_after_join_assigned.c with both objects big
// enough.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  struct pair *other = malloc(sizeof(struct pair));
  p->b = 1;
  other->b = 2;
  sink = p->b;
  int cond = opaque(1);
  if (cond)
    p = other;
  sink += p->b;
  printf("%d\n", sink);
  return 0;
}
