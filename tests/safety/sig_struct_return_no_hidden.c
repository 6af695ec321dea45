// A function returning a struct, called through a pointer type with no arguments and an int
// result: the hidden result pointer was not passed, so it is null and the callee's store traps.
// expect: null pointer dereference
// asan: miss the hidden result pointer register holds some writable address
#include "safety.h"

struct quad { long a, b, c, d; };

static struct quad make(void) {
  struct quad q = {1, 2, 3, 4};
  return q;
}

int main(void) {
  struct quad q = make();
  int (*wrong)(void) = (int (*)(void))make;
  printf("%ld %ld\n", q.a, q.d);
  FAULT_NEXT();
  printf("%d\n", wrong());
  puts("after the fault");
  return 0;
}
