// Writing far below a heap object (p - 4096), into whatever precedes it, traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *first = malloc(8192);
  char *p = malloc(64);
  int off = opaque(4096);
  strcpy(first, "intact");
  puts("allocated");
  FAULT_NEXT();
  *(p - off) = 'X';
  printf("after the fault %s\n", first);
  return 0;
}
