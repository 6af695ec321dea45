// Good twin of local_dangling_bounds.c: reads p[0] (safe mode) — the local lives on.
// expect: ok
#include "safety.h"

static int *make(void) {
  int local = 5;
  int *p = &local;
  return p;
}

int main(void) {
  int *p = make();
  puts("made");
  FAULT_NEXT();
#ifdef __SAFECC_SAFE__
  if (p[opaque(1) - 1] != 5) return 1;
#endif
  puts("after the fault");
  return 0;
}
