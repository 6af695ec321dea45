// Good twin of uaf_memcpy_from_freed.c: copies before free.
// expect: ok
#include "safety.h"

int main(void) {
  char *src = malloc(16);
  strcpy(src, "payload");
  char dst[16];
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, 8);
  free(src);
  printf("after the fault %s\n", dst);
  return 0;
}
