// (DESIGN §5) longjmp with a jmp_buf that setjmp did not fill as it is (here:
// a copy with one byte of its saved stack pointer changed) traps as bad longjmp:
// the runtime seals what setjmp saved, so a target cannot be forged or edited.
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
  to[8] ^= 0x10;
  puts("copied and edited");
  FAULT_NEXT();
  longjmp(copy, 1);
  puts("after the fault");
  return 1;
}
