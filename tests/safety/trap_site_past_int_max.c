// A trap names the line of the access even past INT_MAX, where
// "#line 2147483647" followed by more lines puts it: the check's site
// record held the line as a signed 32-bit number and the report said
// line -2147483648.
// expect: out-of-bounds write
// expect-at: far.c:2147483648:16
#include "safety.h"

int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = p[1] = 7;
  printf("%d\n", p[0] + p[1]);
  FAULT_NEXT();
#line 2147483647 "far.c"
  p[opaque(0)] = 0;
  p[opaque(2)] = 1;
  puts("after the fault");
  return 0;
}
