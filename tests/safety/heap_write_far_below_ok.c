// Good twin of heap_write_far_below.c: writes inside the object through p - off + off.
// expect: ok
#include "safety.h"

int main(void) {
  char *first = malloc(8192);
  char *p = malloc(64);
  int off = opaque(4096);
  strcpy(first, "intact");
  puts("allocated");
  FAULT_NEXT();
  *(p - off + off) = 'X';
  printf("after the fault %s %c\n", first, p[0]);
  return 0;
}
