// `if (a || p->b ...)`: the body is reached when a is true, without the
// check p->b's read made, so the body's read of p->b must check (and
// trap: the object has 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_join_or.c:21:15
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(int));
  p->a = 1;
  int cond = opaque(1);
  FAULT_NEXT();
  if (cond || p->b == 7)
    sink = p->a +
           p->b;
  puts("after the fault");
  return 0;
}
