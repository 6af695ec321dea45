// The address of a parameter (scalar and by-value struct) returned to the caller stays usable
// after the call, like any escaping local; the caller's own copy is separate.
// (gcc: the parameter's stack slot is gone, so only the safe build reads it.)
// expect: ok
#include "safety.h"

struct pair { long a, b; };

static long *keep_scalar(long v) { return &v; }
static struct pair *keep_struct(struct pair p) { p.b += 1; return &p; }

static long scribble(int n) {
  long junk[32];
  for (int i = 0; i < 32; i++) junk[i] = -n;
  return n ? scribble(n - 1) + junk[5] : junk[0];
}

int main(void) {
  struct pair mine = {1, 2};
  long *s = keep_scalar(opaque(40));
  struct pair *q = keep_struct(mine);
  scribble(6);
#ifdef __SAFECC_SAFE__
  if (*s != 40 || q->a != 1 || q->b != 3 || mine.b != 2) return 1;
#endif
  puts("parameters outlived their call");
  return 0;
}
