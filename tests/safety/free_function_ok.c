// Good twin of free_function.c: nothing but heap memory is freed.
// expect: ok
#include "safety.h"

static int helper(void) { return 1; }

int main(void) {
  void *p = malloc(1);
  printf("helper() = %d\n", helper());
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
