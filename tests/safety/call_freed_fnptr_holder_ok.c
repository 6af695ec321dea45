// Good twin of call_freed_fnptr_holder.c: the object is destroyed once.
// expect: ok
#include "safety.h"

struct obj { void (*destroy)(struct obj *); int id; };

static void destroy(struct obj *o) { printf("destroy %d\n", o->id); free(o); }

int main(void) {
  struct obj *o = malloc(sizeof *o);
  o->destroy = destroy;
  o->id = 1;
  o->destroy(o);
  o = NULL;
  FAULT_NEXT();
  if (o) o->destroy(o);
  puts("after the fault");
  return 0;
}
