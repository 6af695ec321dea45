// The good twin of atomic_ptr_read_past.c: the _Atomic pointers read are inside the array.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(2), x = 7;
  int *_Atomic *slots = calloc(n, sizeof *slots);
  slots[n - 1] = &x;
  printf("%d\n", *slots[n - 1]);
  int *p;
  p = NULL;
  p = slots[n - 2];
  printf("%d\n", p != NULL);
  return 0;
}
