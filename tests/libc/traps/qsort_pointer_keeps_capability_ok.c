// expect: ok
// Twin of qsort_pointer_keeps_capability.c: after the sort the pointers
// still reach their whole objects, and only those.
#include <stdio.h>
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
  printf("%s%s%s %d\n", v[0], v[1], v[2], v[0][1]);
  return 0;
}
