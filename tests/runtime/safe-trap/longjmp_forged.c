// expect: bad longjmp
// expect-at: call to longjmp
// A jmp_buf whose first word holds a pointer to an ordinary object.
#include <setjmp.h>
#include <stdlib.h>

int main(void) {
  jmp_buf env;
  void **words = (void **)env;
  words[0] = malloc(256);
  longjmp(env, 1);
}
