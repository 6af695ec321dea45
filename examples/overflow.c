// examples/overflow.c — a heap overflow, to see what safe mode reports:
//   ./safecc -g examples/overflow.c -o overflow && ./overflow
#include <stdlib.h>

void fill(int *a, int n) {
  for (int i = 0; i <= n; i++)  // one element too many
    a[i] = i;
}

int main(void) {
  int *a = malloc(10 * sizeof *a);
  fill(a, 10);
  free(a);
  return 0;
}
