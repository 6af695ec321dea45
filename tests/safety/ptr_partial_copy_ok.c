// Good twin of ptr_partial_copy.c: one memcpy of all 8 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  long *v = malloc(sizeof *v);
  *v = 64;
  long **dst = calloc(1, sizeof *dst);
  memcpy(dst, &v, 8);
  printf("bits equal: %d\n", *dst == v);
  FAULT_NEXT();
  printf("%ld\n", **dst);
  puts("after the fault");
  return 0;
}
