// A rotated loop whose body frees the object its condition reads: the
// bottom test runs after a call, so it checks the end of `p->n` only,
// and that must find the object freed.
// expect: use after free
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
      free(p);
  }
  puts("after the fault");
  return 0;
}
