// __builtin_alloca(n) gives an object of exactly n bytes: writing byte n traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(10);
  char *p = __builtin_alloca(n);
  memset(p, 'a', n);
  printf("%c\n", p[n - 1]);
  FAULT_NEXT();
  p[n] = 0;
  puts("after the fault");
  return 0;
}
