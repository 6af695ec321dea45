// Good twin of ptr_bits_xor.c: the same address is reached by pointer arithmetic, which keeps
// the capability.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  strcpy(p, "abcdef");
  p = p + (((uintptr_t)p ^ 1) - (uintptr_t)p);
  printf("flipped\n");
  FAULT_NEXT();
  printf("%c\n", *p == 'a' || *p == 'b' ? 'y' : 'n');
  puts("after the fault");
  return 0;
}
