// A pointer local initialised at its declaration, with a jump that does
// not pass it (the good twin of ptr_local_init_bypassed.c).
// expect: ok
#include "safety.h"

static int target = 3;

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(int skip) {
  if (skip)
    goto later;
later:;
  int *p = &target;
  return *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use(opaque(1)));
  return 0;
}
