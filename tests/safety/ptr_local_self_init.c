// A pointer local whose initializer reads the pointer itself (`int *p =
// p;`, in scope from its declarator on) reads its slot before any store:
// the slot starts zeroed, so the read through it is a null dereference,
// never the capability an earlier call left there.
// expect: null pointer dereference
// asan: miss an uninitialised read is no address error to ASan
#include "safety.h"

static int leave(int *q) {
  int *p;
  p = q;
  return *p;
}

static int use(void) {
  int *p = p;
  FAULT_NEXT();
  return *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap));
  printf("%d\n", use());
  puts("after the fault");
  return 0;
}
