// va_arg past the passed arguments: sum() told to read 4 ints but given 3 traps on the 4th.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
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
  printf("%d\n", sum(opaque(4), 1, 2, 3));
  puts("after the fault");
  return 0;
}
