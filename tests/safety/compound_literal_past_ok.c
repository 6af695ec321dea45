// Good twin of compound_literal_past.c: reads p[2].
// expect: ok
#include "safety.h"

int main(void) {
  int *p = (int[]){1, 2, 3};
  printf("%d\n", p[2]);
  FAULT_NEXT();
  printf("%d\n", p[opaque(3) - 1]);
  puts("after the fault");
  return 0;
}
