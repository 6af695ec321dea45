// A stored function pointer whose bits are overwritten by an integer store keeps the old
// function object's capability; calling the new address traps.
// expect: bad function call
// asan: miss the overwritten bits are another valid function's entry
#include "safety.h"

static int harmless(void) { return 1; }
static int privileged(void) { return 1000; }

struct vtable { int (*run)(void); };

int main(void) {
  struct vtable *vt = malloc(sizeof *vt);
  vt->run = harmless;
  printf("%d\n", vt->run());
  *(uintptr_t *)&vt->run = (uintptr_t)privileged;
  FAULT_NEXT();
  printf("%d\n", vt->run());
  puts("after the fault");
  return 0;
}
