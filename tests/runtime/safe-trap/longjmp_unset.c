// expect: bad longjmp
// expect-at: call to longjmp
// longjmp through a jmp_buf that setjmp never filled.
#include <setjmp.h>
#include <string.h>

int main(void) {
  jmp_buf env;
  memset(env, 0, sizeof env);
  longjmp(env, 1);
}
