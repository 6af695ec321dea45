// A global function pointer initialised through an integer cast has no capability: calling it
// traps.
// expect: bad function call
// asan: miss the forged function pointer has the right address
#include "safety.h"

static void hello(void) { puts("hello"); }

void (*direct)(void) = hello;
void (*forged)(void) = (void (*)(void))(uintptr_t)hello;

int main(void) {
  direct();
  FAULT_NEXT();
  forged();
  puts("after the fault");
  return 0;
}
