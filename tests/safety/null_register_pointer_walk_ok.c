// Good twin of null_register_pointer_walk.c: the walk stops at the end.
// expect: ok
#include "safety.h"

struct node { int value; struct node *next; };

static int sum_first(struct node *p, int n) {
  int s = 0;
  for (int i = 0; i < n && p; i++) {
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
