// setjmp/longjmp: return values, jumping out of nested calls, volatile
// locals keep their values, longjmp(env, 0) yields 1, repeated jumps,
// sigsetjmp/siglongjmp.  setjmp is only used in the contexts C11 7.13.1.1
// allows (a whole controlling expression, compared with a constant, or a
// whole expression statement), so its value is kept in a global.
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
  int r = 0;
  switch (setjmp(env)) {
  case 0: dive(0); break;
  case 50: r = 50; break;
  default: r = -1;
  }
  CHECK(50, r);
  CHECK(50, depth_reached);

  if (setjmp(env) == 0)
    jump_zero();
  else
    r = 1;
  CHECK(1, r);
  if (!setjmp(env))
    jump_zero();
  else
    r = 2;
  CHECK(2, r);

  volatile int count = 0;
  setjmp(env);
  count++;
  if (count < 5)
    longjmp(env, count);
  CHECK(5, count);

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
    volatile int got = 0;
    if (setjmp(env) > 3)
      got = 1;
    else
      longjmp(env, 4);
    CHECK(1, got);
  }
  return 0;
}
