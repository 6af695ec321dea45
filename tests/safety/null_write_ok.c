// Good twin of null_write.c: the setter ignores a null destination.
// expect: ok
#include "safety.h"

static void set(long *out, long v) { if (out) *out = v; }

int main(void) {
  long v;
  set(&v, 5);
  printf("v = %ld\n", v);
  FAULT_NEXT();
  set(NULL, 6);
  puts("after the fault");
  return 0;
}
