// Counted loops counting down (`i >= n`, `i > n`, `--i`, an unsigned
// index) whose hoisted test passes run without per-access checks (the
// good twin of hoisted_loop_down_below.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(0);
  int *a = malloc(6 * sizeof(int));
  for (int i = 0; i < 6; i++)
    a[i] = i + 1;
  long s = 0;
  for (int i = 5; i >= n; i--)
    s += a[i];
  for (long i = 6; i > n; --i)
    s += a[i - 1] * 10;
  for (unsigned i = 6; i > (unsigned)n; i--)
    a[i - 1] = (int)i * 100;
  printf("%ld %d %d\n", s, a[0], a[5]);
  return 0;
}
