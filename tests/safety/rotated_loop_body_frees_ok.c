// Good twin of rotated_loop_body_frees.c: the body frees another object.
// expect: ok
#include "safety.h"

struct counter { long n; };

int main(void) {
  struct counter *p = malloc(sizeof *p);
  p->n = 3;
  printf("%ld\n", p->n);
  FAULT_NEXT();
  while (p->n > 0) {
    p->n--;
    if (p->n == 1)
      free(malloc(8));
  }
  puts("after the fault");
  return 0;
}
