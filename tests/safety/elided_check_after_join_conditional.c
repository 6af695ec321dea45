// `k ? p->b : 0` checks p->b on one of its ways only: the read after it
// must check (and trap: the object has 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_join_conditional.c:20:14
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(int));
  p->a = 1;
  int k = opaque(0);
  FAULT_NEXT();
  int v = k ? p->b : 3;
  sink = v;
  sink += p->b;
  puts("after the fault");
  return 0;
}
