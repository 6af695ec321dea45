// Good twin of va_printf_missing_arg.c: both calls pass the argument.
// expect: ok
#include "safety.h"

int main(void) {
  const char *fmt = opaque(1) ? "%d\n" : "none\n";
  printf(fmt, 5);
  FAULT_NEXT();
  printf(fmt, 6);
  puts("after the fault");
  return 0;
}
