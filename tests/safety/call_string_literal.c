// Calling a string literal as a function traps.
// expect: bad function call
#include "safety.h"

int main(void) {
  const char *shellcode = "\xc3\xc3\xc3\xc3";
  void (*f)(void) = (void (*)(void))shellcode;
  puts("calling a literal");
  FAULT_NEXT();
  f();
  puts("after the fault");
  return 0;
}
