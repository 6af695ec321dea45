// (DESIGN §5) longjmp with a jmp_buf that setjmp never filled (here: copied byte by byte, so
// its capability is lost) traps as bad longjmp.
// expect: bad longjmp
// asan: miss ASan does not check longjmp targets
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
  longjmp(copy, 1);
  puts("after the fault");
  return 1;
}
