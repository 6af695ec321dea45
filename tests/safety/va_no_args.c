// A variadic function called with no variadic arguments: the first va_arg already traps.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
#include "safety.h"
#include <stdarg.h>

static long first_or_zero(int have, ...) {
  va_list ap;
  va_start(ap, have);
  FAULT_NEXT();
  long v = va_arg(ap, long); /* reads even when have == 0: the bug */
  va_end(ap);
  return have ? v : 0;
}

int main(void) {
  puts("calling");
  printf("%ld\n", first_or_zero(0));
  puts("after the fault");
  return 0;
}
