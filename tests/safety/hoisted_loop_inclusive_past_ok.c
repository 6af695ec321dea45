// A counted loop `i <= n` whose hoisted test passes runs without
// per-access checks and reaches a[n] (the good twin of
// hoisted_loop_inclusive_past.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(5);
  int *a = malloc(6 * sizeof(int));
  puts("filling");
  a[0] = 0;
  for (int i = 1; i <= n; i++)
    a[i] = i * 3;
  long s = 0;
  for (unsigned long i = 0; i <= (unsigned long)n; i++)
    s += a[i];
  printf("%d %ld\n", a[5], s);
  return 0;
}
