// Good twin of stack_memcpy_overflow.c: copies sizeof small bytes.
// expect: ok
#include "safety.h"

int main(void) {
  char small[8];
  const char *src = "0123456789abcdef";
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  memcpy(small, src, n < sizeof small ? n : sizeof small);
  printf("after the fault %c\n", small[7]);
  return 0;
}
