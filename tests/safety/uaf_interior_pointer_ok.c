// Good twin of uaf_interior_pointer.c: reads through mid before free.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  strcpy(p, "abcdefghij");
  char *mid = p + opaque(5);
  printf("mid = %s\n", mid);
  FAULT_NEXT();
  printf("mid[0] = %c\n", mid[0]);
  free(p);
  puts("after the fault");
  return 0;
}
