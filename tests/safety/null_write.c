// Writing through a null pointer traps as null pointer dereference.
// expect: null pointer dereference
#include "safety.h"

static void set(long *out, long v) { *out = v; }

int main(void) {
  long v;
  set(&v, 5);
  printf("v = %ld\n", v);
  FAULT_NEXT();
  set(NULL, 6);
  puts("after the fault");
  return 0;
}
