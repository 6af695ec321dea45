// expect: ok
// Twin of longjmp_unset.c: setjmp fills the jmp_buf after the memset.
#include <setjmp.h>
#include <string.h>

int main(void) {
  jmp_buf env;
  memset(env, 0, sizeof env);
  if (setjmp(env))
    return 0;
  longjmp(env, 1);
}
