// Good twin of sig_unprototyped_missing_ptr.c: every call passes both arguments.
// expect: ok
#include "safety.h"

int fill();

int main(void) {
  int out = 0;
  fill(3, &out);
  printf("out = %d\n", out);
  FAULT_NEXT();
  fill(4, &out);
  printf("after the fault %d\n", out);
  return 0;
}

int fill(int v, int *dst) {
  *dst = v;
  return v;
}
