// Good twin of call_stack_array.c: the array is only read, a real function is called.
// expect: ok
#include "safety.h"

static void noop(void) {}

int main(void) {
  unsigned char code[8] = {0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3};
  void (*f)(void) = noop;
  puts("calling the stack");
  FAULT_NEXT();
  f();
  printf("after the fault %d\n", code[0]);
  return 0;
}
