// Checks of p->c and p->b show bytes 4 to 11 of p's struct inside the
// object and nothing below them: p->a is tested at its start and traps
// (p points 4 bytes before the object).
// expect: out-of-bounds read
// expect-at: check_hull_below_start.c:19:27
#include "safety.h"

struct three {
  int a, b, c;
};

static volatile int sink;

int main(void) {
  char *raw = malloc(2 * sizeof(int));
  struct three *p = (struct three *)(raw - sizeof(int));
  memset(raw, 0, 2 * sizeof(int));
  FAULT_NEXT();
  sink = p->c + p->b + p->a;
  puts("after the fault");
  return 0;
}
