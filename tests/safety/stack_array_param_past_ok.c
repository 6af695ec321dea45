// Good twin of stack_array_param_past.c: the array has the 7 elements the callee fills.
// expect: ok
#include "safety.h"

static void fill(int *a, int n) {
  for (int i = 0; i < n; i++) {
    if (i == 6) FAULT_NEXT();
    a[i] = i;
  }
}

int main(void) {
  int a[7];
  puts("filling");
  fill(a, opaque(7));
  puts("after the fault");
  return a[0];
}
