// memset(buf + 1, 0, SIZE_MAX): offset + length wraps around to 0, which a naive
// "offset + n <= size" check would accept; it must trap.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  size_t n = (size_t)opaque(-1);
  printf("n is SIZE_MAX: %d\n", n == SIZE_MAX);
  FAULT_NEXT();
  memset(buf + 1, 0, n);
  puts("after the fault");
  return 0;
}
