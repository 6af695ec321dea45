// setjmp/longjmp: return values, jumping out of nested calls, volatile
// locals keep their values, longjmp(env, 0) yields 1, repeated jumps,
// sigsetjmp/siglongjmp.
#include "test.h"
#include <setjmp.h>
#include <signal.h>

static jmp_buf env;
static int depth_reached;

static void dive(int n) {
  depth_reached = n;
  if (n == 50)
    longjmp(env, n);
  dive(n + 1);
}

static void jump_zero(void) { longjmp(env, 0); }

int main(void) {
  int r = setjmp(env);
  if (r == 0)
    dive(0);
  CHECK(50, r);
  CHECK(50, depth_reached);

  r = setjmp(env);
  if (r == 0)
    jump_zero();
  CHECK(1, r);

  volatile int count = 0;
  r = setjmp(env);
  count++;
  if (count < 5)
    longjmp(env, count);
  CHECK(5, count);
  CHECK(4, r);

  {
    jmp_buf outer, inner;
    volatile int trace = 0;
    if (setjmp(outer) == 0) {
      if (setjmp(inner) == 0) {
        trace = 1;
        longjmp(inner, 2);
      } else {
        trace = trace * 10 + 2;
        longjmp(outer, 3);
      }
    } else {
      trace = trace * 10 + 3;
    }
    CHECK(123, trace);
  }
  {
    sigjmp_buf senv;
    volatile int n = 0;
    if (sigsetjmp(senv, 1) == 0) {
      n = 1;
      siglongjmp(senv, 7);
    }
    CHECK(1, n);
  }
  return 0;
}
