// Good twin of ptr_local_read_in_declaration.c: p is initialised before
// the declaration of q reads it.
// expect: ok
#include "safety.h"

static int target = 3;

static int leave(int *a, int *b) {
  int *p, *q;
  p = a;
  q = b;
  return *p + *q;
}

static int use(int *x) {
  int *p = x, *q = p;
  p = &target;
  FAULT_NEXT();
  return *q + *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap, heap));
  printf("%d\n", use(heap));
  printf("after the fault\n");
  return 0;
}
