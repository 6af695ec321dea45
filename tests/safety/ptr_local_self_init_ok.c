// A pointer local initialised from another pointer (the good twin of
// ptr_local_self_init.c).
// expect: ok
#include "safety.h"

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(int *q) {
  int *p = q;
  return *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use(heap));
  return 0;
}
