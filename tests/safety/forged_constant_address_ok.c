// Good twin of forged_constant_address.c: the "register" is a real variable.
// expect: ok
#include "safety.h"

unsigned fake_register = 0x1234;

int main(void) {
  volatile unsigned *reg = &fake_register;
  puts("reading the register");
  FAULT_NEXT();
  printf("%u\n", *reg);
  puts("after the fault");
  return 0;
}
