// The twin of elided_check_after_loop_exit.c with both objects big
// enough.
// expect: ok
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  struct pair *other = malloc(sizeof(struct pair));
  p->b = 3;
  other->b = 4;
  int k = opaque(0);
  while (p->b != 99) {
    p = other;
    if (k == 0)
      break;
  }
  sink += p->b;
  printf("%d\n", sink);
  return 0;
}
