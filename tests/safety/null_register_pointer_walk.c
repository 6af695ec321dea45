// A list walk whose pointer lives in a register (with its capability in
// %r15) traps as null pointer dereference when it runs off the end: the
// check's fault through that capability register is recognised too.
// expect: null pointer dereference
#include "safety.h"

struct node { int value; struct node *next; };

static int sum_first(struct node *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += p->value;
    p = p->next;
  }
  return s;
}

int main(void) {
  struct node c = {3, NULL}, b = {2, &c}, a = {1, &b};
  printf("sum of 3: %d\n", sum_first(&a, 3));
  FAULT_NEXT();
  printf("sum of 4: %d\n", sum_first(&a, opaque(4)));
  puts("after the fault");
  return 0;
}
