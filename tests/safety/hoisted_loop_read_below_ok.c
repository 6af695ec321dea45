// A counted loop from a negative i whose index i + 1 stays inside the
// array: the test before the loop passes (the good twin of
// hoisted_loop_read_below.c).
// expect: ok
#include "safety.h"

int main(void) {
  int start = opaque(-1), n = opaque(3);
  long *a = malloc(4 * sizeof(long));
  for (int i = 0; i < 4; i++) a[i] = i + 1;
  long s = 0;
  for (int i = start; i < n; i++)
    s += a[i + 1];
  printf("%ld\n", s);
  return 0;
}
