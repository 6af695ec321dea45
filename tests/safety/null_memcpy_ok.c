// Good twin of null_memcpy.c: the destination is a real buffer.
// expect: ok
#include "safety.h"

int main(void) {
  char *dst = malloc(8);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, "data", 4);
  printf("after the fault %c\n", dst[3]);
  return 0;
}
