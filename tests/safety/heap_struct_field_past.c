// A heap object allocated for a small struct, used as a bigger one: writing a field beyond its size traps.
// expect: out-of-bounds write
#include "safety.h"

struct small { int id; int count; };
struct big { int id; int count; long extra[4]; };

int main(void) {
  struct big *b = malloc(sizeof(struct small));
  b->id = 1;
  b->count = 2;
  printf("id %d count %d\n", b->id, b->count);
  FAULT_NEXT();
  b->extra[0] = 3;
  puts("after the fault");
  return 0;
}
