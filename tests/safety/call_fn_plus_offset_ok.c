// Good twin of call_fn_plus_offset.c: the offset is taken back before the call.
// expect: ok
#include "safety.h"

static int answer(void) { return 42; }

int main(void) {
  int (*f)(void) = (int (*)(void))((char *)answer + opaque(4) - 4);
  printf("%d\n", answer());
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return 0;
}
