// Storing a pointer into a freed object traps as use after free.
// expect: use after free
#include "safety.h"

struct node { struct node *next; int v; };

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->next = NULL;
  free(a);
  puts("a freed");
  FAULT_NEXT();
  a->next = b;
  puts("after the fault");
  return 0;
}
