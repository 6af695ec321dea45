// A counted loop whose hoisted test passes runs without per-access checks
// and does what it says (the good twin of hoisted_loop_write_past.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(4);
  int *a = malloc(4 * sizeof(int));
  puts("filling");
  for (int i = 0; i < n; i++)
    a[i] = i * 3;
  long s = 0;
  for (long i = 0; i < n; i++)
    s += a[i];
  printf("%d %ld\n", a[3], s);
  return 0;
}
