// Good twin of strncpy_pad_overflow.c: n is sizeof name.
// expect: ok
#include "safety.h"

int main(void) {
  char name[8];
  size_t n = opaque(16);
  puts("copying");
  FAULT_NEXT();
  strncpy(name, "ab", n < sizeof name ? n : sizeof name);
  printf("after the fault %s\n", name);
  return 0;
}
