// A counted loop writing into a string literal: the test before the loop
// asks for a writable object for a loop that stores, so the checked loop
// runs and traps at the first store.
// expect: write to read-only memory
// expect-at: hoisted_loop_literal_write.c:15:10
#include "safety.h"

int main(void) {
  int n = opaque(5);
  char *s = (char *)"abcdef";
  char copy[8] = "abcdef";
  puts("overwriting");
  FAULT_NEXT();
  for (int i = 0; i < n; i++)
    s[i] = copy[i + 1];
  puts(s);
  puts("after the fault");
  return 0;
}
