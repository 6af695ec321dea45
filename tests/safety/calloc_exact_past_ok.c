// Good twin of calloc_exact_past.c: calloc(4, 4) has byte 15.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = calloc(4, 4);
  p[14] = 'e';
  printf("%c\n", p[14]);
  FAULT_NEXT();
  p[opaque(15)] = 'x';
  printf("after the fault %c\n", p[15]);
  return 0;
}
