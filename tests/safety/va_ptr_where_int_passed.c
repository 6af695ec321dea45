// A pointer va_arg where an integer (holding a live object's address) was passed gives a
// pointer without capability: reading through it traps.
// expect: pointer without capability
// asan: miss the integer holds a valid address
#include "safety.h"
#include <stdarg.h>

static int show(const char *what, ...) {
  va_list ap;
  va_start(ap, what);
  const int *p = va_arg(ap, const int *);
  va_end(ap);
  (void)what;
  return *p;
}

int main(void) {
  int v = 8;
  printf("%d\n", show("pointer", &v));
  FAULT_NEXT();
  printf("%d\n", show("integer", (uintptr_t)&v));
  puts("after the fault");
  return 0;
}
