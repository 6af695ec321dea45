// Good twin of va_struct_past.c: both calls pass a struct triple (with its pointer-free words).
// expect: ok
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
  struct triple u = {opaque(5), 0, 0};
  printf("%ld\n", sum_triple(1, u));
  puts("after the fault");
  return 0;
}
