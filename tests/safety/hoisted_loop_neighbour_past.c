// A stencil's loop reads src[j + 1], whose constant the compiler folds
// into the displacement of an operand read in place.  The loop runs one
// element too far: the test made before it fails, and the checked loop
// traps at the read one past the end.
// expect: out-of-bounds read
// expect-at: hoisted_loop_neighbour_past.c:13:22
#include "safety.h"

static double row_sum(const double *src, int n) {
  double s = 0.0;
  for (int j = 1; j < n; j++)
    s = s * 0.5 + src[j - 1] * 3.0 +
                  src[j + 1];
  return s;
}

int main(void) {
  double *row = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; i++)
    row[i] = i * 0.25;
  puts("summing");
  FAULT_NEXT();
  printf("%g\n", row_sum(row, opaque(8)));
  puts("after the fault");
  return 0;
}
