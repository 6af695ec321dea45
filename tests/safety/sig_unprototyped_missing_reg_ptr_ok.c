// Good twin of sig_unprototyped_missing_reg_ptr.c: every call passes both
// arguments, so the parameter kept in a register is the caller's pointer.
// expect: ok
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
  fill(4L, busy + 2);
  printf("after the fault %ld %ld\n", busy[2], busy[3]);
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
