// A freed array read by a counted loop: the test before the loop fails on
// the dead object, and the checked loop reports the use after free at the
// read.
// expect: use after free
// expect-at: hoisted_loop_after_free.c:16:13
#include "safety.h"

int main(void) {
  int n = opaque(8);
  char *buf = malloc(8);
  memset(buf, 'x', 8);
  free(buf);
  int s = 0;
  FAULT_NEXT();
  for (int i = 0; i < n; i++)
    s += buf[i];
  printf("%d\n", s);
  puts("after the fault");
  return 0;
}
