// Good twin of ptr_int_in_struct.c: the field is a void * and keeps its capability.
// expect: ok
#include "safety.h"

struct handle { void *raw; int tag; };

int main(void) {
  double *d = malloc(sizeof *d);
  *d = 2.5;
  struct handle h = { d, 1 };
  puts("stored");
  FAULT_NEXT();
  printf("%.1f\n", *(double *)h.raw);
  puts("after the fault");
  return 0;
}
