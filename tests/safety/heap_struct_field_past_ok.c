// Good twin of heap_struct_field_past.c: the object is allocated with the big struct's size.
// expect: ok
#include "safety.h"

struct small { int id; int count; };
struct big { int id; int count; long extra[4]; };

int main(void) {
  struct big *b = malloc(sizeof(struct big));
  b->id = 1;
  b->count = 2;
  printf("id %d count %d\n", b->id, b->count);
  FAULT_NEXT();
  b->extra[3] = 3;
  printf("after the fault %ld\n", b->extra[3]);
  free(b);
  return 0;
}
