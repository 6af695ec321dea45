// Good twin of ptrload_after_free.c: loads the field before free.
// expect: ok
#include "safety.h"

struct node { struct node *next; int v; };

int main(void) {
  struct node *a = malloc(sizeof *a);
  a->next = a;
  struct node *keep = a;
  puts("a freed");
  FAULT_NEXT();
  struct node *n = keep->next;
  free(a);
  printf("after the fault %d\n", n == keep);
  return 0;
}
