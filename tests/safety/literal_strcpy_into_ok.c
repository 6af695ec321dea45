// Good twin of literal_strcpy_into.c: the destination is a malloc'd copy of the literal.
// expect: ok
#include "safety.h"

int main(void) {
  char *dst = malloc(sizeof "xxxxxxxx");
  memcpy(dst, "xxxxxxxx", sizeof "xxxxxxxx");
  puts("copying");
  FAULT_NEXT();
  strcpy(dst, "abc");
  printf("after the fault %s\n", dst);
  free(dst);
  return 0;
}
