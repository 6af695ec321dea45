// A loop whose body changes its bound is not a counted loop: the bound
// grows past the array after the test could have been made, and the store
// past the end traps.
// expect: out-of-bounds write
// expect-at: hoisted_loop_bound_grows.c:14:10
#include "safety.h"

int main(void) {
  int n = opaque(4), more = opaque(7);
  int *a = malloc(5 * sizeof(int));
  puts("filling");
  FAULT_NEXT();
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (i == 1)
      n = more;
  }
  printf("%d\n", a[2]);
  puts("after the fault");
  return 0;
}
