// memcpy out of a freed buffer traps inside memcpy as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  char *src = malloc(16);
  strcpy(src, "payload");
  char dst[16];
  free(src);
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, src, 8);
  printf("after the fault %s\n", dst);
  return 0;
}
