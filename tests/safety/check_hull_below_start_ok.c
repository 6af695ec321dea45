// The twin of check_hull_below_start.c: p points to the object's start.
// expect: ok
#include "safety.h"

struct three {
  int a, b, c;
};

static volatile int sink;

int main(void) {
  char *raw = malloc(3 * sizeof(int));
  struct three *p = (struct three *)raw;
  memset(raw, 0, 3 * sizeof(int));
  p->a = 1;
  sink = p->c + p->b + p->a;
  printf("%d\n", sink);
  return 0;
}
