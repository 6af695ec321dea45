// Loading a pointer field out of a freed object traps as use after free.
// expect: use after free
#include "safety.h"

struct node { struct node *next; int v; };

int main(void) {
  struct node *a = malloc(sizeof *a);
  a->next = a;
  struct node *keep = a;
  free(a);
  puts("a freed");
  FAULT_NEXT();
  struct node *n = keep->next;
  printf("after the fault %d\n", n == keep);
  return 0;
}
