// Good twin of va_past_end_int.c: the count matches the arguments.
// expect: ok
#include "safety.h"
#include <stdarg.h>

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i == 3) FAULT_NEXT();
    s += va_arg(ap, int);
  }
  va_end(ap);
  return s;
}

int main(void) {
  printf("%d\n", sum(3, 1, 2, 3));
  printf("%d\n", sum(opaque(4), 1, 2, 3, 4));
  puts("after the fault");
  return 0;
}
