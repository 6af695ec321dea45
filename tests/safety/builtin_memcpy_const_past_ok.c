// Good twin of builtin_memcpy_const_past.c: copies 8 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  char small[8];
  const char *src = "0123456789abcdef";
  puts("copying");
  FAULT_NEXT();
  __builtin_memcpy(small, src, 8);
  printf("after the fault %c\n", small[7]);
  return small[0] == 0;
}
