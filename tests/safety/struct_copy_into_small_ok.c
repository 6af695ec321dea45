// Good twin of struct_copy_into_small.c: the destination has sizeof(struct big) bytes.
// expect: ok
#include "safety.h"

struct big { long a, b, c; };

int main(void) {
  struct big v = {1, 2, 3};
  struct big *dst = malloc(sizeof *dst);
  puts("copying");
  FAULT_NEXT();
  *dst = v;
  printf("after the fault %ld\n", dst->c);
  return 0;
}
