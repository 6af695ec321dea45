// The twin of elided_check_after_join_conditional.c with an object big
// enough.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  p->a = 1;
  p->b = 4;
  int k = opaque(0);
  int v = k ? p->b : 3;
  sink = v;
  sink += p->b;
  printf("%d\n", sink);
  return 0;
}
