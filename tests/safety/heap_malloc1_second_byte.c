// malloc(1) allows exactly one byte: reading p[1] traps although the allocator rounds up.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *p = malloc(1);
  p[0] = 'a';
  printf("p[0] = %c\n", p[0]);
  FAULT_NEXT();
  printf("p[1] = %d\n", p[1]);
  puts("after the fault");
  return 0;
}
