// expect: ok
// Twin of longjmp_forged.c: a jmp_buf filled by setjmp, and a pointer
// stored into an ordinary object instead.
#include <setjmp.h>
#include <stdlib.h>

int main(void) {
  jmp_buf env;
  void **words = malloc(sizeof(void *));
  words[0] = malloc(256);
  if (setjmp(env))
    return 0;
  longjmp(env, 1);
}
