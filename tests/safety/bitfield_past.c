// Writing a bit-field of a struct whose storage lies past a too-small heap object traps.
// expect: out-of-bounds write
#include "safety.h"

struct flags { int id; unsigned ready : 1; unsigned mode : 3; };

int main(void) {
  struct flags *f = malloc(sizeof(int));
  f->id = 4;
  printf("id %d\n", f->id);
  FAULT_NEXT();
  f->mode = 5;
  puts("after the fault");
  return 0;
}
