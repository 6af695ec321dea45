// Good twin of va_no_args.c: va_arg only when an argument was passed.
// expect: ok
#include "safety.h"
#include <stdarg.h>

static long first_or_zero(int have, ...) {
  va_list ap;
  va_start(ap, have);
  FAULT_NEXT();
  long v = have ? va_arg(ap, long) : 0;
  va_end(ap);
  return v;
}

int main(void) {
  puts("calling");
  printf("%ld\n", first_or_zero(0));
  printf("%ld\n", first_or_zero(1, 5L));
  puts("after the fault");
  return 0;
}
