// A global initialised with an address that went through an integer cast
// ((int *)(uintptr_t)&x, an address constant to gcc) has no capability: the compiler must not
// fold it into a static capability.
// expect: pointer without capability
// asan: miss the integer holds a valid address
#include "safety.h"

int x = 3;
int *direct = &x;
int *forged = (int *)(uintptr_t)&x;

int main(void) {
  printf("%d same address: %d\n", *direct, forged == direct);
  FAULT_NEXT();
  printf("%d\n", *forged);
  puts("after the fault");
  return 0;
}
