// A check that one path made does not cover the code after a label that
// another path reaches: p->b is checked on the fall-through path only, and
// the goto path must check it again (and trap: the object has 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_label.c:23:13
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
  if (cond)
    goto again;
  sink = p->b;
again:
  sink = p->b;
  puts("after the fault");
  return 0;
}
