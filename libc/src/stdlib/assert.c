// assert.c — __assert_fail, the failure path of assert(): glibc's message
// ("prog: file:line: func: Assertion `expr' failed."), then abort.
#include <stdio.h>
#include <stdlib.h>

extern char *program_invocation_short_name;

_Noreturn void __assert_fail(const char *expr, const char *file, int line, const char *func) {
  const char *prog = program_invocation_short_name;
  fprintf(stderr, "%s%s%s:%d: %s%sAssertion `%s' failed.\n", prog, *prog ? ": " : "", file, line,
          func ? func : "", func ? ": " : "", expr);
  fflush(0);
  abort();
}
