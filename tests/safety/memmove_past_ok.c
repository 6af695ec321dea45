// Good twin of memmove_past.c: the second move is shortened to fit.
// expect: ok
#include "safety.h"

int main(void) {
  char *b = malloc(16);
  memcpy(b, "0123456789abcdef", 16);
  size_t n = opaque(12);
  memmove(b + 4, b, n);
  printf("%.16s\n", b);
  FAULT_NEXT();
  memmove(b + 8, b, n - 4);
  printf("after the fault %.16s\n", b);
  return 0;
}
