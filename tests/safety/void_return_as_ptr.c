// A void function called through a pointer type that returns a pointer: its "result" (whatever
// the last expression left in the result register) has no capability, even though the function
// just handled a valid pointer.  Dereferencing it traps.
// expect: pointer without capability
// asan: miss the register holds a valid pointer; gcc's ABI has no capability to clear
#include "safety.h"

static int secret = 1234;
static int *volatile sink;

static int *get_secret(void) { return &secret; }
static void remember(void) { sink = get_secret(); }

int main(void) {
  int *(*get)(void) = (int *(*)(void))remember;
  int *p = get();
  if ((uintptr_t)p != (uintptr_t)&secret) {
    /* Some other address: make it a non-null one without capability either way. */
    p = (int *)(uintptr_t)&secret;
  }
  printf("sink %d\n", *sink);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
