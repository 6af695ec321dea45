// Good twin of sig_struct_return_no_hidden.c: called with its own type.
// expect: ok
#include "safety.h"

struct quad { long a, b, c, d; };

static struct quad make(void) {
  struct quad q = {1, 2, 3, 4};
  return q;
}

int main(void) {
  struct quad q = make();
  struct quad (*right)(void) = make;
  printf("%ld %ld\n", q.a, q.d);
  FAULT_NEXT();
  printf("%ld\n", right().c);
  puts("after the fault");
  return 0;
}
