// Good twin of struct_return_into_small.c: the object has sizeof(struct rect) bytes.
// expect: ok
#include "safety.h"

struct rect { long x, y, w, h; };

static struct rect unit(void) {
  struct rect r = {0, 0, 1, 1};
  return r;
}

int main(void) {
  struct rect *r = malloc(sizeof *r);
  puts("storing");
  FAULT_NEXT();
  *r = unit();
  printf("after the fault %ld\n", r->h);
  return 0;
}
