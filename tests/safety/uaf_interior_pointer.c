// An interior pointer (p + 5) becomes dangling when its object is freed: reading it traps.
// expect: use after free
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  strcpy(p, "abcdefghij");
  char *mid = p + opaque(5);
  printf("mid = %s\n", mid);
  free(p);
  FAULT_NEXT();
  printf("mid[0] = %c\n", mid[0]);
  puts("after the fault");
  return 0;
}
