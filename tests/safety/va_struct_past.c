// va_arg of a 24-byte struct when only an int was passed reads past the variadic area.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
#include "safety.h"
#include <stdarg.h>

struct triple { long a, b, c; };

static long sum_triple(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct triple t = va_arg(ap, struct triple);
  va_end(ap);
  return t.a + t.b + t.c;
}

int main(void) {
  struct triple t = {1, 2, 3};
  printf("%ld\n", sum_triple(1, t));
  FAULT_NEXT();
  printf("%ld\n", sum_triple(1, opaque(5)));
  puts("after the fault");
  return 0;
}
