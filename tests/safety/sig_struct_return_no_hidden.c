// A function returning a struct, called through a pointer type with no arguments and an int
// result: the hidden result pointer was not passed, so it is null and the callee's store traps.
// expect: null pointer dereference
#include "safety.h"

struct quad { long a, b, c, d; };

static struct quad make(void) {
  struct quad q = {1, 2, 3, 4};
  return q;
}

/* Leaves 0 in the first argument register of the gcc build, so that its run of the bad call
 * faults at once instead of writing the struct to a random place. */
static void first_arg_zero(void *p) { (void)p; }

int main(void) {
  struct quad q = make();
  int (*wrong)(void) = (int (*)(void))make;
  printf("%ld %ld\n", q.a, q.d);
  FAULT_NEXT();
  first_arg_zero(NULL);
  int r = wrong();
  printf("%d\n", r);
  puts("after the fault");
  return 0;
}
