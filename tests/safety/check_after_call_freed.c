// A check through p passed, then a call frees p's object.  An access
// through p after the call is tested at its end only (what the first
// check showed about p's start still holds), and that test must find the
// object freed: use after free, not a read of dead memory.
// expect: use after free
#include "safety.h"

struct pair { long a, b; };

int main(void) {
  struct pair *p = malloc(sizeof *p);
  p->a = 1;
  p->b = 2;
  long s = p->a + p->b;
  printf("%ld\n", s);
  free(p);
  FAULT_NEXT();
  s += p->b;
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
