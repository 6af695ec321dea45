// Good twin of ptrstore_after_free.c: links before freeing.
// expect: ok
#include "safety.h"

struct node { struct node *next; int v; };

int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  a->next = NULL;
  puts("a freed");
  FAULT_NEXT();
  a->next = b;
  free(a);
  puts("after the fault");
  return 0;
}
