// Calling through a function pointer kept in a freed object traps at the load (use after free),
// before any call.
// expect: use after free
#include "safety.h"

struct obj { void (*destroy)(struct obj *); int id; };

static void destroy(struct obj *o) { printf("destroy %d\n", o->id); free(o); }

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->destroy = destroy;
  o->id = 1;
  o->destroy(o);
  FAULT_NEXT();
  o->destroy(o);
  puts("after the fault");
  return 0;
}
