// A loop that calls a function cannot have its checks tested before it
// (the callee may free the object): here the callee frees the array after
// the second iteration, and the third read traps.
// expect: use after free
// expect-at: hoisted_loop_free_inside.c:19:13
#include "safety.h"

static void release_at(char *buf, int i) {
  if (i == 1) {
    free(buf);
    FAULT_NEXT();
  }
}

int main(void) {
  int n = opaque(4), s = 0;
  char *buf = calloc(4, 1);
  for (int i = 0; i < n; i++) {
    s += buf[i];
    release_at(buf, i);
  }
  printf("%d\n", s);
  puts("after the fault");
  return 0;
}
