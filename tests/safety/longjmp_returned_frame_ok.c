// Good twin of longjmp_returned_frame.c: longjmp back to a frame that is still live.
// expect: ok
#include "safety.h"
#include <setjmp.h>

static jmp_buf env;

static void jump_back(void) { longjmp(env, 1); }

int main(void) {
  int armed = 1;
  if (setjmp(env)) {
    puts("back in main");
    return 0;
  }
  printf("armed %d\n", armed);
  FAULT_NEXT();
  jump_back();
  puts("after the fault");
  return 1;
}
