// An integer passed where the callee expects a pointer arrives without a capability:
// dereferencing it traps.
// expect: pointer without capability
// asan: miss the integer holds a valid address; gcc's ABI passes it as a pointer
#include "safety.h"

static long deref(long *p) { return *p; }

int main(void) {
  long value = 5;
  long (*take_int)(long) = (long (*)(long))deref;
  printf("%ld\n", deref(&value));
  FAULT_NEXT();
  printf("%ld\n", take_int((long)(uintptr_t)&value));
  puts("after the fault");
  return 0;
}
