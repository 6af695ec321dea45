// Good twin of memcpy_const_size_past.c: copies sizeof(int) bytes.
// expect: ok
#include "safety.h"

int main(void) {
  int *one = malloc(sizeof(int));
  long v = 42;
  puts("copying");
  FAULT_NEXT();
  memcpy(one, &v, sizeof(int));
  printf("after the fault %d\n", *one);
  return 0;
}
