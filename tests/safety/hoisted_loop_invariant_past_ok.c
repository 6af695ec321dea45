// An access whose address does not move in a counted loop, in an object
// big enough (the good twin of hoisted_loop_invariant_past.c).
// expect: ok
#include "safety.h"

struct holder { long n; int scale; };

int main(void) {
  int n = opaque(4);
  int *a = calloc(4, sizeof(int));
  for (int i = 0; i < 4; i++) a[i] = i;
  struct holder *h = malloc(sizeof(struct holder));
  h->n = 1;
  h->scale = 3;
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * h->scale;
  printf("%ld\n", s);
  return 0;
}
