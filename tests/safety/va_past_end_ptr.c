// A NULL-terminated variadic list called without its terminator: reading past the last
// string traps instead of taking a stale pointer.
// expect: out-of-bounds read
// asan: miss va_arg past the arguments reads the register save area or caller frame, which ASan does not poison
#include "safety.h"
#include <stdarg.h>

static int count_words(const char *first, ...) {
  va_list ap;
  va_start(ap, first);
  int n = 0;
  for (const char *w = first; w; w = va_arg(ap, const char *)) {
    n++;
  }
  va_end(ap);
  return n;
}

int main(void) {
  printf("%d\n", count_words("a", "b", "c", (char *)NULL));
  FAULT_NEXT();
  printf("%d\n", count_words("a", "b", "c"));
  puts("after the fault");
  return 0;
}
