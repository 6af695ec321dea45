// Good twin of call_fnptr_bits_overwritten.c: the entry is replaced by a pointer assignment.
// expect: ok
#include "safety.h"

static int harmless(void) { return 1; }
static int privileged(void) { return 1000; }

struct vtable { int (*run)(void); };

int main(void) {
  struct vtable *vt = malloc(sizeof *vt);
  vt->run = harmless;
  printf("%d\n", vt->run());
  vt->run = privileged;
  FAULT_NEXT();
  printf("%d\n", vt->run());
  puts("after the fault");
  return 0;
}
