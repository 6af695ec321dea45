// Good twin of sig_extra_ptr_arg.c: both arguments are passed with the right type.
// expect: ok
#include "safety.h"

static int store(int v, int *out) {
  *out = v;
  return v;
}

int main(void) {
  int slot = 0;
  int (*full_store)(int, int *) = store;
  store(1, &slot);
  printf("slot = %d\n", slot);
  FAULT_NEXT();
  full_store(2, &slot);
  printf("after the fault %d\n", slot);
  return 0;
}
