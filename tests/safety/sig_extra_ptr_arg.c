// A callee reading a pointer argument the caller never passed gets a null pointer (address and
// capability zero): dereferencing it traps.
// expect: null pointer dereference
#include "safety.h"

static int store(int v, int *out) {
  *out = v;
  return v;
}

int main(void) {
  int slot = 0;
  int (*short_store)(int) = (int (*)(int))store;
  store(1, &slot); /* a valid pointer was in the argument registers a moment ago */
  printf("slot = %d\n", slot);
  FAULT_NEXT();
  short_store(2);
  printf("after the fault %d\n", slot);
  return 0;
}
