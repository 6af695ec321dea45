// Good twin of bitfield_past.c: the object has sizeof(struct flags) bytes.
// expect: ok
#include "safety.h"

struct flags { int id; unsigned ready : 1; unsigned mode : 3; };

int main(void) {
  struct flags *f = malloc(sizeof *f);
  f->id = 4;
  printf("id %d\n", f->id);
  FAULT_NEXT();
  f->mode = 5;
  printf("after the fault %d\n", f->mode);
  return 0;
}
