// Good twin of longjmp_forged_buf.c: jumps through the jmp_buf setjmp filled.
// expect: ok
#include "safety.h"
#include <setjmp.h>

static jmp_buf env, copy;

int main(void) {
  if (setjmp(env)) {
    puts("jumped");
    return 0;
  }
  unsigned char *from = (unsigned char *)env, *to = (unsigned char *)copy;
  for (size_t i = 0; i < sizeof env; i++) to[i] = from[i];
  puts("copied");
  FAULT_NEXT();
  longjmp(env, 1);
  puts("after the fault");
  return 1;
}
