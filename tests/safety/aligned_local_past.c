// An over-aligned local (_Alignas(64) char buf[10]) still has a 10-byte bound, not 64.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  _Alignas(64) char buf[10];
  memset(buf, 'a', sizeof buf);
  printf("aligned: %d\n", (int)((uintptr_t)buf % 64 == 0));
  FAULT_NEXT();
  buf[opaque(10)] = 0;
  puts("after the fault");
  return 0;
}
