// printf with more conversions than arguments: the safe libc's va_arg past the end traps.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
#include "safety.h"

int main(void) {
  const char *fmt = opaque(1) ? "%d\n" : "none\n";
  printf(fmt, 5);
  FAULT_NEXT();
  printf(fmt);
  puts("after the fault");
  return 0;
}
