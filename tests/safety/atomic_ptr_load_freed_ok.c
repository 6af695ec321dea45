// The good twin of atomic_ptr_load_freed.c: the atomic load of the pointer happens before the
// free, and the pointer it gives is used.
// expect: ok
#include "safety.h"

struct node {
  struct node *next;
  int v;
};

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->next = b;
  b->v = 5;
  printf("%d\n", __atomic_load_n(&a->next, __ATOMIC_ACQUIRE)->v);
  struct node *n = __atomic_load_n(&a->next, __ATOMIC_ACQUIRE);
  free(a);
  printf("%d\n", n->v);
  return 0;
}
