// `int *p, *q = p;` reads p in its own declaration, before the statement
// after it stores to p: p's slot must start zeroed (src/frame.c), so q
// is null, never the capability a pointer of an earlier call left in
// the same slot.
// expect: null pointer dereference
// asan: miss an uninitialised read is no address error to ASan
#include "safety.h"

static int target = 3;

static int leave(int *a, int *b) {
  int *p, *q;
  p = a;
  q = b;
  return *p + *q;
}

static int use(int *x) {
  int *p, *q = p;
  p = x;
  FAULT_NEXT();
  return *q + *p;
}

int main(void) {
  int *heap = malloc(sizeof(int));
  *heap = 7;
  printf("%d\n", leave(heap, heap));
  printf("%d\n", use(&target));
  puts("after the fault");
  return 0;
}
