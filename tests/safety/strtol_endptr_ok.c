// Good twin of strtol_endptr.c: reads inside the string through the end pointer.
// expect: ok
#include "safety.h"

int main(void) {
  char *end;
  long v = strtol("123abc", &end, 10);
  printf("%ld rest %s\n", v, end);
  FAULT_NEXT();
  printf("%d\n", end[opaque(10) - 8]);
  puts("after the fault");
  return 0;
}
