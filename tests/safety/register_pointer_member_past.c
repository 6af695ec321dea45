// A member read through a busy pointer local (kept in %r14 with its
// capability in %r15) past the end of a too-small object traps.
// expect: out-of-bounds read
// expect-at: register_pointer_member_past.c:22:26
#include "safety.h"

struct cell {
  long value;
  struct cell *next;
};

int main(void) {
  struct cell *c = malloc(sizeof(long)); // too small for a struct cell
  long sum = 0;
  c->value = 1;
  for (int i = 0; i < 4; i++) {
    c->value += i;
    sum += c->value;
  }
  printf("%ld %ld\n", sum, c->value);
  FAULT_NEXT();
  struct cell *next = c->next;
  printf("%p\n", (void *)next);
  puts("after the fault");
  return 0;
}
