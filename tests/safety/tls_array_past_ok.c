// Good twin of tls_array_past.c: writes p[3].
// expect: ok
#include "safety.h"

_Thread_local int per_thread[4];

int main(void) {
  int *p = per_thread;
  p[3] = 3;
  printf("%d\n", per_thread[3]);
  FAULT_NEXT();
  p[opaque(4) - 1] = 4;
  printf("after the fault %d\n", per_thread[3]);
  return 0;
}
