// A loop whose body switches to another array of the same length (the
// good twin of hoisted_loop_pointer_moves.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(4);
  short *big = calloc(4, sizeof(short)), *other = calloc(4, sizeof(short));
  short *p = big;
  for (int i = 0; i < 4; i++) {
    big[i] = (short)(i + 1);
    other[i] = (short)(10 * (i + 1));
  }
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += p[i];
    if (i == 0)
      p = other;
  }
  printf("%d\n", s);
  return 0;
}
