// Good twin of ptr_overwrite_keeps_old_cap.c: the integer store moves the pointer inside its own
// object (first + 2), so the kept capability still allows the read.
// expect: ok
#include "safety.h"

struct box { int *p; };

int main(void) {
  int *first = calloc(4, sizeof(int));
  int *second = calloc(4, sizeof(int));
  second[0] = 222;
  first[2] = 111;
  struct box *b = malloc(sizeof *b);
  b->p = first;
  *(uintptr_t *)&b->p = (uintptr_t)(first + 2);
  printf("same bits: %d\n", b->p == first + 2);
  FAULT_NEXT();
  printf("%d\n", *b->p);
  puts("after the fault");
  return 0;
}
