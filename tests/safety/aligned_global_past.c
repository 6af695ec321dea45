// An over-aligned global (_Alignas(64) char g64[10]) has a 10-byte bound.
// expect: out-of-bounds write
#include "safety.h"

_Alignas(64) char g64[10];

int main(void) {
  char *p = g64;
  p[9] = 'z';
  printf("%c\n", g64[9]);
  FAULT_NEXT();
  p[opaque(10)] = 'z';
  puts("after the fault");
  return 0;
}
