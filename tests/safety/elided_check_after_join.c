// A check that one branch of an if made does not cover the code after
// the if: p->b is checked in the then-branch only, which does not run, so
// the read after the if must check it (and trap: the object has 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_join.c:23:14
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(int));
  p->a = 1;
  int cond = opaque(0);
  FAULT_NEXT();
  if (cond)
    sink = p->b;
  else
    sink = 2;
  sink += p->b;
  puts("after the fault");
  return 0;
}
