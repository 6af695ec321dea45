// The twin of hoisted_loop_neighbour_past.c: the loop stops at the last
// element, so every read is in bounds and the test made before the loop
// lets it run without checks.
// expect: ok
#include "safety.h"

static double row_sum(const double *src, int n) {
  double s = 0.0;
  for (int j = 1; j < n - 1; j++)
    s = s * 0.5 + src[j - 1] * 3.0 +
                  src[j + 1];
  return s;
}

int main(void) {
  double *row = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; i++)
    row[i] = i * 0.25;
  puts("summing");
  printf("%g\n", row_sum(row, opaque(8)));
  puts("after the fault");
  return 0;
}
