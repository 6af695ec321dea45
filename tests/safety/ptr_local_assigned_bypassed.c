// A pointer local declared without an initializer needs no zeroed slot
// when the first statement after its declaration that names it stores
// to it (src/frame.c), unless a jump can pass that store: then the read
// after the jump finds a null pointer, never the capability a pointer of
// an earlier call left in the same slot.
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
  int *p;
  if (skip)
    goto later;
  p = &target;
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
