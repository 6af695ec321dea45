// Good twin of memset_wrap_size.c: the length is what is left after the offset.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  size_t n = (size_t)opaque(-1);
  printf("n is SIZE_MAX: %d\n", n == SIZE_MAX);
  FAULT_NEXT();
  memset(buf + 1, 0, n - SIZE_MAX + 31);
  puts("after the fault");
  return 0;
}
