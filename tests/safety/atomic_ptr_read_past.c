// Reading an _Atomic pointer one element past the end of a heap array (an atomic load of the
// address with its capability) traps as an out-of-bounds read, at the subscript.
// expect: out-of-bounds read
// expect-at: atomic_ptr_read_past.c:15:12
#include "safety.h"

int main(void) {
  int n = opaque(2), x = 7;
  int *_Atomic *slots = calloc(n, sizeof *slots);
  slots[n - 1] = &x;
  printf("%d\n", *slots[n - 1]);
  FAULT_NEXT();
  int *p;
  p = NULL;
  p = slots[n];
  printf("after the fault %d\n", p != NULL);
  return 0;
}
