// Good twin of global_init_forged.c: reads through the directly initialised pointer.
// expect: ok
#include "safety.h"

int x = 3;
int *direct = &x;
int *forged = (int *)(uintptr_t)&x;

int main(void) {
  printf("%d same address: %d\n", *direct, forged == direct);
  FAULT_NEXT();
  printf("%d\n", *direct);
  puts("after the fault");
  return 0;
}
