// Good twin of ptr_local_assigned_bypassed.c: the jump is not taken, so
// the store comes first; and a pointer declared without an initializer
// and stored to by the next statement that names it reads what was
// stored.
// expect: ok
#include "safety.h"

static int target = 3;

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(int skip) {
  int *p;
  if (skip)
    goto later;
  p = &target;
later:
  return *p;
}

static int later_store(int *q) {
  int *p;
  int k = opaque(2);
  k += *q;
  p = q + 0;
  return *p + k;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use(opaque(0)));
  printf("%d\n", later_store(heap));
  return 0;
}
