// An old-style call passes fewer arguments than the definition reads; the
// missing pointer parameter is one the callee keeps in a register (it
// uses it often) and must be null there too, not whatever the caller
// left in that register (here the caller's own busy pointer).
// expect: null pointer dereference
// expect-at: sig_unprototyped_missing_reg_ptr.c:32:10
#include "safety.h"

long fill();

int main(void) {
  long out[4] = {0};
  long *busy = out;
  busy[0] = 1;
  busy[1] = busy[0] + 1;
  busy[2] = busy[1] + busy[0];
  busy[3] = busy[2] + busy[1];
  fill(3L, busy);
  printf("out = %ld %ld\n", busy[0], busy[3]);
  FAULT_NEXT();
  fill(4L);
  puts("after the fault");
  return 0;
}

long fill(long v, long *dst) {
  long s = 0;
  s += dst == 0;
  s += dst != 0;
  if (s > 5)
    dst = 0;
  dst[0] = v;
  dst[1] = v + 1;
  return dst[0] + dst[1] + s;
}
