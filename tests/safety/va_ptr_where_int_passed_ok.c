// Good twin of va_ptr_where_int_passed.c: both calls pass a pointer.
// expect: ok
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
  printf("%d\n", show("integer", (int *)&v));
  puts("after the fault");
  return 0;
}
