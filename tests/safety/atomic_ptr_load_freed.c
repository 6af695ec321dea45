// An atomic load of a pointer (__atomic_load_n, which reads the address and its capability
// together through the runtime) from a freed heap object traps as use after free, at the builtin.
// expect: use after free
// expect-at: atomic_ptr_load_freed.c:19:20
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
  free(a);
  FAULT_NEXT();
  struct node *n = __atomic_load_n(&a->next, __ATOMIC_ACQUIRE);
  printf("after the fault %d\n", n->v);
  return 0;
}
