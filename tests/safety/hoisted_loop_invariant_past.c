// An access whose address does not move in a counted loop (h->scale) is
// tested once before it; h points to an object too small for the field,
// so the test fails and the checked loop traps at the first read.
// expect: out-of-bounds read
// expect-at: hoisted_loop_invariant_past.c:18:20
#include "safety.h"

struct holder { long n; int scale; };

int main(void) {
  int n = opaque(4);
  int *a = calloc(4, sizeof(int));
  struct holder *h = malloc(sizeof(long));
  h->n = 1;
  long s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++)
    s += a[i] * h->scale;
  printf("%ld\n", s);
  puts("after the fault");
  return 0;
}
