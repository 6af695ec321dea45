// A data object that holds a function's entry address is not a function object: a pointer
// with its capability and the entry's address (made by pointer arithmetic) cannot be called.
// expect: bad function call
// asan: miss the address called is a real function's entry
#include "safety.h"

static int target(void) { return 5; }

int main(void) {
  uintptr_t *fake = malloc(sizeof *fake);
  *fake = (uintptr_t)target;
  char *base = (char *)fake;
  int (*f)(void) = (int (*)(void))(base + ((uintptr_t)target - (uintptr_t)fake));
  printf("address is the entry: %d\n", (uintptr_t)f == (uintptr_t)target);
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
