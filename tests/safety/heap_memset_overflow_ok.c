// Good twin of heap_memset_overflow.c: clears exactly 64 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(64);
  size_t n = opaque(65);
  puts("clearing");
  FAULT_NEXT();
  memset(buf, 0, n - 1);
  printf("after the fault %d\n", buf[63]);
  free(buf);
  return 0;
}
