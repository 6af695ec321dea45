// Good twin of heap_memcpy_overread.c: copies the 8 bytes the source has.
// expect: ok
#include "safety.h"

int main(void) {
  char *src = malloc(8);
  memcpy(src, "1234567", 8);
  char dst[16];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, n / 2);
  printf("after the fault %s\n", dst);
  free(src);
  return 0;
}
