// A pointer local initialised at its declaration needs no zeroed slot
// (the initializer runs before any read), unless a jump can pass the
// declaration: then the read after the jump finds a null pointer, never
// the capability a pointer of an earlier call left in the same slot.
// expect: null pointer dereference
// asan: miss an uninitialised read is no address error to ASan
#include "safety.h"

static int target = 3;

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(int skip) {
  if (skip)
    goto later;
  int *p = &target;
later:
  FAULT_NEXT();
  return *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use(opaque(1)));
  puts("after the fault");
  return 0;
}
