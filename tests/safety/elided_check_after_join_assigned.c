// Both ways into the code after an if checked p->b, but the then-branch
// gave p a new value: what the check before the if showed is about the
// old object, so the read after the if must check again (and trap: p now
// points to an object of 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_join_assigned.c:24:14
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  struct pair *small = malloc(sizeof(int));
  p->b = 1;
  int cond = opaque(1);
  FAULT_NEXT();
  sink = p->b;
  if (cond)
    p = small;
  sink += p->b;
  puts("after the fault");
  return 0;
}
