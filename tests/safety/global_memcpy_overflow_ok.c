// Good twin of global_memcpy_overflow.c: copies sizeof dst8 bytes.
// expect: ok
#include "safety.h"

char dst8[8];

int main(void) {
  size_t n = opaque(12);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst8, "abcdefghijk", n - 4);
  printf("after the fault %c\n", dst8[7]);
  return 0;
}
