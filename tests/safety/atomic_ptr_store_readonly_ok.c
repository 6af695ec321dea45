// The good twin of atomic_ptr_store_readonly.c: the _Atomic pointer assigned is not const.
// expect: ok
#include "safety.h"

static int x = 1, y = 2;
static int *_Atomic movable = &x;

int main(void) {
  int *_Atomic *p = &movable;
  printf("%d\n", *movable);
  *p = &y;
  printf("%d\n", *movable);
  return 0;
}
