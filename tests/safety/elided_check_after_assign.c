// A check made through p says nothing about p's next value: after p = q,
// p->b is checked again (and traps: q's object has 4 bytes), although the
// same bytes of p's old object were checked in the same expression.
// expect: out-of-bounds read
// expect-at: elided_check_after_assign.c:20:34
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair)), *q = malloc(sizeof(int));
  p->b = 5;
  q->a = 1;
  p->a = opaque(0);
  FAULT_NEXT();
  sink = (p->b, p = q, sink = p->b);
  puts("after the fault");
  return 0;
}
