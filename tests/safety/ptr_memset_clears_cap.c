// memset clears the capabilities in its range: restoring only the address bits afterwards
// (an integer store) leaves a pointer without capability.
// expect: pointer without capability
// asan: miss the copied bits are a valid address; only capabilities tell the copy apart
#include "safety.h"

struct rec { char *name; long n; };

int main(void) {
  struct rec *r = malloc(sizeof *r);
  r->name = "kept";
  uintptr_t saved = (uintptr_t)r->name;
  memset(r, 0, sizeof *r);
  *(uintptr_t *)&r->name = saved;
  printf("bits restored: %d\n", (uintptr_t)r->name == saved);
  FAULT_NEXT();
  printf("%s\n", r->name);
  puts("after the fault");
  return 0;
}
