// A counted loop through a pointer that is null only when the loop runs no
// iteration (the good twin of hoisted_loop_null.c).
// expect: ok
#include "safety.h"

static long total(const long *p, long n) {
  long s = 0;
  for (long i = 0; i < n; i++)
    s += p[i];
  return s;
}

int main(void) {
  long *p = opaque(0) ? malloc(16) : NULL;
  printf("%ld\n", total(p, 0));
  long *q = calloc(4, sizeof(long));
  q[1] = 7;
  q[3] = 5;
  printf("%ld\n", total(q, 4));
  return 0;
}
