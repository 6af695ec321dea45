// Good twin of free_int_arg.c: free gets the pointer.
// expect: ok
#include "safety.h"

int main(void) {
  void (*release)(void *) = free;
  char *p = malloc(10);
  puts("releasing");
  FAULT_NEXT();
  release(p);
  puts("after the fault");
  return 0;
}
