// A counted loop reads an array that is freed only after it (the good twin
// of hoisted_loop_after_free.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(8);
  char *buf = malloc(8);
  memset(buf, 'x', 8);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i];
  free(buf);
  printf("%d\n", s);
  return 0;
}
