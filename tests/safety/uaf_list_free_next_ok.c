// Good twin of uaf_list_free_next.c: saves n->next before free(n).
// expect: ok
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
  struct node *next;
  for (struct node *n = head; n; n = next) {
    next = n->next;
    free(n);
  }
  puts("after the fault");
  return 0;
}
