// Good twin of va_long_double_past.c: the third call passes a long double.
// expect: ok
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
  printf("%.1f\n", (double)widest(opaque(1), 4.5L));
  puts("after the fault");
  return 0;
}
