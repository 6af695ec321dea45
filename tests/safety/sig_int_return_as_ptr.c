// A function that returns an integer (the address of a live object), called through a pointer
// type that returns a pointer: the result has no capability and dereferencing it traps.
// expect: pointer without capability
// asan: miss the integer result is a valid address
#include "safety.h"

static int global_value = 99;

static uintptr_t address_of_value(void) { return (uintptr_t)&global_value; }

int main(void) {
  int *(*get)(void) = (int *(*)(void))address_of_value;
  printf("value %d\n", global_value);
  int *p = get();
  printf("same address: %d\n", p == &global_value);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
