// expect: stack overflow
// expect-at: the end of the stack
// Recursion without end: the guard below the stack faults, and the
// runtime (on its alternate signal stack) reports a stack overflow
// instead of dying of SIGSEGV.
#include <stdio.h>

static int depth(int n) {
  volatile char frame[200];
  frame[0] = (char)n;
  return depth(n + 1) + frame[0];
}

int main(void) {
  printf("%d\n", depth(0));
  return 0;
}
