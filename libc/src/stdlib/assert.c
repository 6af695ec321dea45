// assert.c — __assert_fail, the failure path of assert(): glibc's message
// format, then abort.
#include <stdio.h>
#include <stdlib.h>

_Noreturn void __assert_fail(const char *expr, const char *file, int line, const char *func) {
  fprintf(stderr, "%s:%d: %s: Assertion `%s' failed.\n", file, line, func, expr);
  fflush(0);
  abort();
}
