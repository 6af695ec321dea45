// A heap overflow in a loop of a function called through a pointer.
#include <stdlib.h>

static void fill(int *a, int n) {
  for (int i = 0; i <= n; i++)
    a[i] = i;  // line: write
}

int main(void) {
  void (*f)(int *, int) = fill;
  int *a = calloc(8, sizeof *a);  // line: alloc
  f(a, 8);  // line: call
  return a[0];
}
