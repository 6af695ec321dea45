// Good twin of memset_negative_size.c: start and end are in order.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  char *start = buf + 2, *end = buf + 4;
  puts("clearing");
  FAULT_NEXT();
  memset(start, 'x', end - start);
  printf("after the fault %c%c\n", buf[2], buf[3]);
  return 0;
}
