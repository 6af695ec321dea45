// A counted loop through a null pointer: the test before the loop fails
// (no capability), and the checked loop traps at the first read.
// expect: null pointer dereference
// expect-at: hoisted_loop_null.c:10:11
#include "safety.h"

static long total(const long *p, long n) {
  long s = 0;
  for (long i = 0; i < n; i++)
    s += p[i];
  return s;
}

int main(void) {
  long *p = opaque(0) ? malloc(16) : NULL;
  FAULT_NEXT();
  printf("%ld\n", total(p, 4));
  puts("after the fault");
  return 0;
}
