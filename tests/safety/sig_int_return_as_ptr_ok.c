// Good twin of sig_int_return_as_ptr.c: the function really returns a pointer.
// expect: ok
#include "safety.h"

static int global_value = 99;

static int *address_of_value(void) { return &global_value; }

int main(void) {
  int *(*get)(void) = address_of_value;
  printf("value %d\n", global_value);
  int *p = get();
  printf("same address: %d\n", p == &global_value);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
