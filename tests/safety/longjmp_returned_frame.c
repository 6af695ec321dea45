// (DESIGN §5, beyond the §3 table) longjmp to a jmp_buf whose setjmp frame has already
// returned traps as bad longjmp instead of jumping into a dead stack frame.
// expect: bad longjmp
#include "safety.h"
#include <setjmp.h>

static jmp_buf env;

static int arm(void) {
  if (setjmp(env)) {
    puts("back in a dead frame");
    return 2;
  }
  return 1;
}

int main(void) {
  printf("armed %d\n", arm());
  FAULT_NEXT();
  longjmp(env, 1);
  puts("after the fault");
  return 0;
}
