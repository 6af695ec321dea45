// A loop whose body raises its bound to the array's length (the good twin
// of hoisted_loop_bound_grows.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(4), more = opaque(5);
  int *a = malloc(5 * sizeof(int));
  puts("filling");
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (i == 1)
      n = more;
  }
  printf("%d %d\n", a[2], a[4]);
  return 0;
}
