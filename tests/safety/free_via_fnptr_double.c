// free called through a function pointer (the runtime's function object) still detects a
// double free.
// expect: double free
#include "safety.h"

int main(void) {
  void (*release)(void *) = free;
  void *(*get)(size_t) = malloc;
  char *p = get(10);
  release(p);
  puts("released once");
  FAULT_NEXT();
  release(p);
  puts("after the fault");
  return 0;
}
