// Good twin of memcmp_overread.c: compares the 4 bytes a has.
// expect: ok
#include "safety.h"

int main(void) {
  char *a = malloc(4), *b = malloc(16);
  memcpy(a, "same", 4);
  memcpy(b, "same and longer", 16);
  size_t n = opaque(8);
  printf("%d\n", memcmp(a, b, 4));
  FAULT_NEXT();
  printf("%d\n", memcmp(a, b, n / 2) != 0);
  puts("after the fault");
  return 0;
}
