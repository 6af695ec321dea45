// Good twin of packed_ptr_field.c: without packing the pointer field is aligned and keeps its
// capability.
// expect: ok
#include "safety.h"

struct rec { char tag; int *value; };

int main(void) {
  int x = 9;
  struct rec *r = malloc(sizeof *r);
  r->tag = 't';
  r->value = &x;
  printf("size %d, bits equal: %d\n", (int)sizeof *r - 7, r->value == &x);
  FAULT_NEXT();
  printf("%d\n", *r->value);
  puts("after the fault");
  return 0;
}
