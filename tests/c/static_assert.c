// _Static_assert at file, block and struct scope; _Noreturn functions.
#include "test.h"
#include <assert.h>
#include <setjmp.h>
#include <stdnoreturn.h>

_Static_assert(sizeof(int) == 4, "int is 4 bytes");
_Static_assert(1, "");
static_assert(sizeof(long) == 8, "long is 8 bytes");

struct s {
  int a;
  _Static_assert(sizeof(int) >= 2, "inside a struct");
};

static jmp_buf env;

_Noreturn static void jump(int v) { longjmp(env, v); }
noreturn static void die(void) { exit(0); }
static _Noreturn void never(void) { for (;;) {} }

int main(void) {
  _Static_assert(sizeof(char) == 1, "char");
  _Static_assert('a' == 97, "ascii");
  _Static_assert(3 * 4 == 12 && 1 ? 1 : 0, "const expr");
  enum { N = 3 };
  _Static_assert(N == 3, "enum constant");
  int r = 0;
  if (setjmp(env) == 0)
    jump(5);
  else
    r = 5;
  CHECK(5, r);
  if (r != 5)
    never();
  CHECK(4, sizeof(struct s));
  die();
}
