// A function pointer rebuilt from the integer address of a real function has no capability:
// calling it traps.
// expect: bad function call
// asan: miss the forged function pointer has the right address
#include "safety.h"

static int answer(void) { return 42; }

int main(void) {
  uintptr_t addr = (uintptr_t)answer;
  int (*f)(void) = (int (*)(void))addr;
  printf("same address: %d\n", f == answer);
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
