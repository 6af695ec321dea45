// expect: ok
// Twin of longjmp_returned.c: the longjmp happens while the function that
// called setjmp is still running.
#include <setjmp.h>

static jmp_buf env;

static int other(int x) {
  volatile int a = x, b = x * 2;
  longjmp(env, 1);
  return a + b;
}

static int set_and_jump(void) {
  if (setjmp(env))
    return 1;
  return other(3);
}

int main(void) {
  return set_and_jump() == 1 ? 0 : 1;
}
