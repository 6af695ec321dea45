// Returning &local and using it later is safe: the escaping local is an object that lives as
// long as a pointer to it exists, even after other calls reuse the stack.
// (gcc returns a null pointer here, so only the safe build dereferences.)
// expect: ok
#include "safety.h"

static int *make(int v) {
  int local = v;
  return &local;
}

static long scribble(int depth) {
  volatile long junk[32];
  for (int i = 0; i < 32; i++) junk[i] = -1;
  return depth ? scribble(depth - 1) + junk[0] : junk[31];
}

int main(void) {
  int *p = make(opaque(41));
  scribble(8);
#ifdef __SAFECC_SAFE__
  if (*p != 41) { printf("local changed: %d\n", *p); return 1; }
  *p += 1;
  if (*p != 42) return 1;
#endif
  puts("the local outlived its function");
  return 0;
}
