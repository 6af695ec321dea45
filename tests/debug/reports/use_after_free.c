// A use after free three calls away from the allocation and the free:
// the report names where the object was made and where it was freed.
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

struct node *make(int v) {
  struct node *n = malloc(sizeof *n);  // line: alloc
  n->value = v;
  return n;
}

void drop(struct node *n) {
  free(n);  // line: free
}

int peek(struct node *n) {
  return n->value;  // line: use
}

int main(void) {
  struct node *a = make(3);  // line: main-make
  drop(a);  // line: main-drop
  return peek(a);  // line: main-peek
}
