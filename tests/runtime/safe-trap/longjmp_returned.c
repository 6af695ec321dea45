// expect: bad longjmp
// expect-at: call to longjmp
// longjmp to the frame of a function that has returned.
#include <setjmp.h>

static jmp_buf env;

static int set_and_return(void) {
  if (setjmp(env))
    return 1;
  return 0;
}

static int other(int x) {
  volatile int a = x, b = x * 2;
  longjmp(env, 1);
  return a + b;
}

int main(void) {
  set_and_return();
  return other(3);
}
