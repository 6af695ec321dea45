// Good twin of call_fake_function_object.c: calls through the real function pointer.
// expect: ok
#include "safety.h"

static int target(void) { return 5; }

int main(void) {
  uintptr_t *fake = malloc(sizeof *fake);
  *fake = (uintptr_t)target;
  int (*f)(void) = target;
  printf("address is the entry: %d\n", (uintptr_t)f == *fake);
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
