// A loop that calls a function which frees the array only after the last
// read (the good twin of hoisted_loop_free_inside.c).
// expect: ok
#include "safety.h"

static void release_at(char *buf, int i) {
  if (i == 3)
    free(buf);
}

int main(void) {
  int n = opaque(4), s = 0;
  char *buf = calloc(4, 1);
  buf[2] = 5;
  for (int i = 0; i < n; i++) {
    s += buf[i];
    release_at(buf, i);
  }
  printf("%d\n", s);
  return 0;
}
