// Storing a function's struct result through a pointer to a too-small heap object traps.
// expect: out-of-bounds write
#include "safety.h"

struct rect { long x, y, w, h; };

static struct rect unit(void) {
  struct rect r = {0, 0, 1, 1};
  return r;
}

int main(void) {
  struct rect *r = malloc(2 * sizeof(long));
  puts("storing");
  FAULT_NEXT();
  *r = unit();
  puts("after the fault");
  return 0;
}
