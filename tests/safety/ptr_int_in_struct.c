// A pointer kept as an integer field (uintptr_t) and cast back has no capability; reading traps.
// expect: pointer without capability
// asan: miss integer-made pointer with an in-bounds address; only capabilities tell it apart
#include "safety.h"

struct handle { uintptr_t raw; int tag; };

int main(void) {
  double *d = malloc(sizeof *d);
  *d = 2.5;
  struct handle h = { (uintptr_t)d, 1 };
  puts("stored");
  FAULT_NEXT();
  printf("%.1f\n", *(double *)h.raw);
  puts("after the fault");
  return 0;
}
