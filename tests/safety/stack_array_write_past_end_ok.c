// Good twin of stack_array_write_past_end.c: the terminator goes into buf[n - 1].
// expect: ok
#include "safety.h"

int main(void) {
  char guard[16] = "guard intact";
  char buf[16];
  int n = opaque(16);
  for (int i = 0; i < n; i++) buf[i] = 'b';
  puts("filled");
  FAULT_NEXT();
  buf[n - 1] = 0;
  printf("after the fault %s %s\n", guard, buf);
  return 0;
}
