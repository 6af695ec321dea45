// The good twin of constant_index_past_checked.c: the array has room for
// p[2].
// expect: ok
#include "safety.h"

int main(void) {
  int *p = malloc(opaque(3) * sizeof(int));
  p[0] = 1;
  p[1] = 2;
  printf("%d\n", p[0] + p[1]);
  p[2] = 3;
  printf("%d\n", p[2]);
  free(p);
  return 0;
}
