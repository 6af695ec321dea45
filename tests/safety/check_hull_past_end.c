// Checks of p->b and p->a show bytes 0 to 7 of p's object in bounds and
// nothing beyond them: p->c is checked and traps (the object has 8 bytes).
// expect: out-of-bounds read
// expect-at: check_hull_past_end.c:20:27
#include "safety.h"

struct three {
  int a, b, c;
};

static volatile int sink;

int main(void) {
  struct three *p = malloc(2 * sizeof(int));
  if (opaque(0))
    p = malloc(sizeof *p);
  p->a = 1;
  p->b = 2;
  FAULT_NEXT();
  sink = p->b + p->a + p->c;
  puts("after the fault");
  return 0;
}
