// A loop left two ways: by its test, which checks p->b, and by a break,
// after p took a new value and before any check of it.  The code after
// the loop is reached from the break too, so its read of p->b must check
// (and trap: p points to an object of 4 bytes).
// expect: out-of-bounds read
// expect-at: elided_check_after_loop_exit.c:26:14
#include "safety.h"

struct pair {
  int a, b;
};

static volatile int sink;

int main(void) {
  struct pair *p = malloc(sizeof(struct pair));
  struct pair *small = malloc(sizeof(int));
  p->b = 3;
  int k = opaque(0);
  FAULT_NEXT();
  while (p->b != 99) {
    p = small;
    if (k == 0)
      break;
  }
  sink += p->b;
  puts("after the fault");
  return 0;
}
