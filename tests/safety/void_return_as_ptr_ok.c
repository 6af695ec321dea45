// Good twin of void_return_as_ptr.c: the pointer is read from where remember() stored it.
// expect: ok
#include "safety.h"

static int secret = 1234;
static int *volatile sink;

static int *get_secret(void) { return &secret; }
static void remember(void) { sink = get_secret(); }

int main(void) {
  remember();
  int *p = sink;
  printf("sink %d\n", *sink);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
