// Good twin of check_after_call_freed.c: the call between the two
// accesses through p does not free its object.
// expect: ok
#include "safety.h"

struct pair { long a, b; };

int main(void) {
  struct pair *p = malloc(sizeof *p);
  p->a = 1;
  p->b = 2;
  long s = p->a + p->b;
  printf("%ld\n", s);
  free(malloc(16));
  FAULT_NEXT();
  s += p->b;
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
