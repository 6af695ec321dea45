// Allocation edge cases: calloc whose count * size overflows and malloc of an absurd size
// return NULL (not a small object); snprintf(NULL, 0) only counts; realloc(NULL, n) allocates.
// expect: ok
#include "safety.h"

int main(void) {
  void *a = calloc((size_t)1 << 62, 8);
  void *b = malloc(SIZE_MAX - 15);
  char *c = realloc(NULL, 10);
  c[9] = 'z';
  printf("%d %d %d %c\n", a == NULL, b == NULL, snprintf(NULL, 0, "%d", opaque(12345)), c[9]);
  return 0;
}
