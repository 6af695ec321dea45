// #pragma weak: `#pragma weak name` makes the unit's declaration of name
// weak, before or after it, so an undefined function is a null address
// instead of a link error; `#pragma weak name = target` makes name a weak
// alias of target.  (gnulib's configure probe for weak symbols, which
// bash runs, is the first form.)
#include "test.h"

extern int never_defined(void);
#pragma weak never_defined

#pragma weak declared_later
extern long declared_later;

static int calls;
int counted(int x) {
  calls++;
  return x * 2;
}
#pragma weak doubled = counted
int doubled(int x);

int main(void) {
  CHECK(1, never_defined == 0);
  CHECK(1, &declared_later == 0);
  CHECK(42, doubled(21));
  CHECK(1, calls);
  CHECK(1, (void *)doubled == (void *)counted);
  return 0;
}
