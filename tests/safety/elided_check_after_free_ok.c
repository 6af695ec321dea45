// The twin of elided_check_after_free.c: the call does not free the object.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

static void keep_it(struct pair *p) {
  p->b = 1;
}

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  p->a = opaque(3);
  sink = (p->a, keep_it(p), sink = p->a);
  printf("%d %d\n", sink, p->b);
  free(p);
  return 0;
}
