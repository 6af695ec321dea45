// Good twin of uaf_after_gc_in_heap.c: the list node stays allocated through the churn.
// expect: ok
#include "safety.h"

struct node { int value; struct node *next; };

int main(void) {
  struct node *head = malloc(sizeof *head);
  head->next = malloc(sizeof *head);
  head->next->value = 5;
  for (int i = 0; i < 100000; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = i;
  }
  puts("churned");
  FAULT_NEXT();
  head->next->value = 6;
  printf("after the fault %d\n", head->next->value);
  return 0;
}
