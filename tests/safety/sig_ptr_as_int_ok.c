// A pointer passed where the callee expects an integer is just its address: the callee can use
// the number (here: compare it), which is safe.
// expect: ok
#include "safety.h"

static int is_same(uintptr_t a, uintptr_t b) { return a == b; }

int main(void) {
  int x;
  int (*cmp)(int *, int *) = (int (*)(int *, int *))is_same;
  printf("same: %d\n", cmp(&x, &x));
  printf("different: %d\n", cmp(&x, NULL));
  return 0;
}
