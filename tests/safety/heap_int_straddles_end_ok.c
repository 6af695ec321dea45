// Good twin of heap_int_straddles_end.c: the 4-byte read covers bytes 4..7.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = calloc(10, 1);
  int off = opaque(8);
  puts("allocated");
  FAULT_NEXT();
  int v = *(int *)(p + off - 4);
  printf("after the fault %d\n", v);
  free(p);
  return 0;
}
