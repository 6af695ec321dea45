// A function pointer moved past the entry (with pointer arithmetic, so it keeps the function
// object's capability) is not the entry: calling it traps.
// expect: bad function call
#include "safety.h"

static int answer(void) { return 42; }

int main(void) {
  int (*f)(void) = (int (*)(void))((char *)answer + opaque(4));
  printf("%d\n", answer());
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
