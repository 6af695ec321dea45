// The good twin of stack_overflow.c: the same recursion, 10,000 deep
// (2 MB of frames in an 8 MB stack), returns.
#include <stdio.h>

static int depth(int n) {
  volatile char frame[200];
  frame[0] = (char)n;
  return n == 10000 ? 0 : depth(n + 1) + (frame[0] & 1);
}

int main(void) {
  printf("%d\n", depth(0));
  return 0;
}
