// Good twin of heap_memcpy_overflow.c: copies 16 bytes into the 16-byte buffer.
// expect: ok
#include "safety.h"

int main(void) {
  char src[20];
  memset(src, 'q', sizeof src);
  char *dst = malloc(16);
  size_t n = opaque(20);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, n - 4);
  printf("after the fault %c\n", dst[15]);
  free(dst);
  return 0;
}
