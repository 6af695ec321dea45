// Overwriting a stored pointer's bits with an integer store keeps its old capability: pointing
// it at a different object makes the next read an out-of-bounds read of the old object.
// expect: out-of-bounds read
// asan: miss the new bits point into another live object
#include "safety.h"

struct box { int *p; };

int main(void) {
  int *first = calloc(4, sizeof(int));
  int *second = calloc(4, sizeof(int));
  second[0] = 222;
  struct box *b = malloc(sizeof *b);
  b->p = first;
  *(uintptr_t *)&b->p = (uintptr_t)second; /* integer store: aux keeps first's capability */
  printf("same bits: %d\n", b->p == second);
  FAULT_NEXT();
  printf("%d\n", *b->p);
  puts("after the fault");
  return 0;
}
