// va_arg(ap, long double) (two words) when only a double (one word) was passed reads past the
// variadic area and traps.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
#include "safety.h"
#include <stdarg.h>

static long double widest(int kind, ...) {
  va_list ap;
  va_start(ap, kind);
  long double v = kind ? va_arg(ap, long double) : va_arg(ap, double);
  va_end(ap);
  return v;
}

int main(void) {
  printf("%.1f\n", (double)widest(0, 2.5));
  printf("%.1f\n", (double)widest(1, 3.5L));
  FAULT_NEXT();
  printf("%.1f\n", (double)widest(opaque(1), 4.5));
  puts("after the fault");
  return 0;
}
