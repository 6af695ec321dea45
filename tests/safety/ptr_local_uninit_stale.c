// An uninitialised pointer local never has the capability that a pointer
// an earlier call kept in the same stack slot left behind: a safe frame
// starts with every pointer local's slot zeroed, even where other slots
// are not (src/frame.c, slot_must_be_zero), so the read is a null
// dereference.  gcc's build reads the stale pointer.
// expect: null pointer dereference
// asan: miss an uninitialised read is no address error to ASan
#include "safety.h"

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(int *q) {
  int *p;
  (void)q;
  FAULT_NEXT();
  return *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use(heap));
  puts("after the fault");
  return 0;
}
