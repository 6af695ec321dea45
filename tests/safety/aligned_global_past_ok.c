// Good twin of aligned_global_past.c: writes p[9] again.
// expect: ok
#include "safety.h"

_Alignas(64) char g64[10];

int main(void) {
  char *p = g64;
  p[9] = 'z';
  printf("%c\n", g64[9]);
  FAULT_NEXT();
  p[opaque(10) - 1] = 'y';
  printf("after the fault %c\n", g64[9]);
  return 0;
}
