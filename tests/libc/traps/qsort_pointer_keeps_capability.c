// expect: out-of-bounds read
// expect-at: qsort_pointer_keeps_capability.c:17:14
// Pointers moved by qsort keep their capabilities: reading past the
// object they point to is still caught after the sort.
#include <stdlib.h>
static int by_first(const void *a, const void *b) {
  return **(char *const *)a - **(char *const *)b;
}
int main(void) {
  char *v[3];
  for (int i = 0; i < 3; i++) {
    v[i] = malloc(2);
    v[i][0] = (char)('c' - i);
    v[i][1] = 0;
  }
  qsort(v, 3, sizeof v[0], by_first);
  return v[0][2];
}
