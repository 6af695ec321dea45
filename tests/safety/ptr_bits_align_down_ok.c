// Good twin of ptr_bits_align_down.c: aligns down by subtracting the remainder from the pointer.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(64);
  memset(buf, 'k', 64);
  char *p = buf + opaque(13);
  char *aligned = p - ((uintptr_t)p & 7);
  printf("down by %d\n", (int)(p - aligned));
  FAULT_NEXT();
  printf("%c\n", *aligned);
  puts("after the fault");
  return 0;
}
