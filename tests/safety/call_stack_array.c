// Calling a local array as a function traps as bad function call.
// expect: bad function call
#include "safety.h"

int main(void) {
  unsigned char code[8] = {0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3, 0xc3};
  void (*f)(void) = (void (*)(void))code;
  puts("calling the stack");
  FAULT_NEXT();
  f();
  puts("after the fault");
  return 0;
}
