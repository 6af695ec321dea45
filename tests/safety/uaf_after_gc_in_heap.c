// A dangling pointer stored in a heap struct (traced through its aux array) survives
// collections as a dangling pointer: writing through it traps as use after free.
// expect: use after free
#include "safety.h"

struct node { int value; struct node *next; };

int main(void) {
  struct node *head = malloc(sizeof *head);
  head->next = malloc(sizeof *head);
  head->next->value = 5;
  free(head->next);
  for (int i = 0; i < 100000; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = i;
  }
  puts("churned");
  FAULT_NEXT();
  head->next->value = 6;
  puts("after the fault");
  return 0;
}
