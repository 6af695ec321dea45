// The classic list-freeing bug: free(n) and then n = n->next reads the freed node.
// expect: use after free
#include "safety.h"

struct node { int v; struct node *next; };

int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    n->next = head;
    head = n;
  }
  puts("freeing");
  FAULT_NEXT();
  for (struct node *n = head; n; n = n->next) free(n);
  puts("after the fault");
  return 0;
}
