// A call may free the object a pointer points to: after free_it(p) in the
// middle of an expression, p->a is checked again and traps, although the
// same bytes were checked earlier in the expression.
// expect: use after free
// expect-at: elided_check_after_free.c:22:39
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

static void free_it(struct pair *p) {
  free(p);
}

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  p->a = opaque(3);
  FAULT_NEXT();
  sink = (p->a, free_it(p), sink = p->a);
  puts("after the fault");
  return 0;
}
