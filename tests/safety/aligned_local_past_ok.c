// Good twin of aligned_local_past.c: writes buf[9].
// expect: ok
#include "safety.h"

int main(void) {
  _Alignas(64) char buf[10];
  memset(buf, 'a', sizeof buf);
  printf("aligned: %d\n", (int)((uintptr_t)buf % 64 == 0));
  FAULT_NEXT();
  buf[opaque(10) - 1] = 0;
  printf("after the fault %s\n", buf);
  return 0;
}
