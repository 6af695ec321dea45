// Good twin of global_init_forged_fn.c: calls through the direct pointer twice.
// expect: ok
#include "safety.h"

static void hello(void) { puts("hello"); }

void (*direct)(void) = hello;
void (*forged)(void) = (void (*)(void))(uintptr_t)hello;

int main(void) {
  direct();
  FAULT_NEXT();
  direct();
  puts("after the fault");
  return 0;
}
