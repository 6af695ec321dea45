// Good twin of sig_int_as_ptr.c: the pointer is passed as a pointer.
// expect: ok
#include "safety.h"

static long deref(long *p) { return *p; }

int main(void) {
  long value = 5;
  long (*take_ptr)(long *) = deref;
  printf("%ld\n", deref(&value));
  FAULT_NEXT();
  printf("%ld\n", take_ptr(&value));
  puts("after the fault");
  return 0;
}
