// Good twin of call_forged_int.c: calls through the function's own pointer.
// expect: ok
#include "safety.h"

static int answer(void) { return 42; }

int main(void) {
  uintptr_t addr = (uintptr_t)answer;
  int (*f)(void) = answer;
  printf("same address: %d\n", (uintptr_t)f == addr);
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
