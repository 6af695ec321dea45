// The good twin of trap_site_past_int_max.c: the same writes in bounds,
// after the same "#line 2147483647", run cleanly.
// expect: ok
#include "safety.h"

int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = p[1] = 7;
  printf("%d\n", p[0] + p[1]);
#line 2147483647 "far.c"
  p[opaque(0)] = 0;
  p[opaque(1)] = 1;
  printf("%d\n", p[0] + p[1]);
  return 0;
}
