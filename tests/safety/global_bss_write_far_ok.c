// Good twin of global_bss_write_far.c: the index wraps into the array.
// expect: ok
#include "safety.h"

int big[1024];

int main(void) {
  int i = opaque(1024 + 4096);
  big[1023] = 1;
  printf("big[1023] = %d\n", big[1023]);
  FAULT_NEXT();
  big[i % 1024] = 2;
  printf("after the fault %d\n", big[0]);
  return 0;
}
