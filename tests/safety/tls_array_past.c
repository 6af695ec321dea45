// A thread-local array is an object like a global: writing one past its end traps.
// expect: out-of-bounds write
// asan: miss ASan does not instrument thread-local storage
#include "safety.h"

_Thread_local int per_thread[4];

int main(void) {
  int *p = per_thread;
  p[3] = 3;
  printf("%d\n", per_thread[3]);
  FAULT_NEXT();
  p[opaque(4)] = 4;
  puts("after the fault");
  return 0;
}
