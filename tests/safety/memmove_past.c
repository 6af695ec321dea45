// memmove inside one heap buffer with a length that runs past its end traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *b = malloc(16);
  memcpy(b, "0123456789abcdef", 16);
  size_t n = opaque(12);
  memmove(b + 4, b, n);
  printf("%.16s\n", b);
  FAULT_NEXT();
  memmove(b + 8, b, n);
  puts("after the fault");
  return 0;
}
