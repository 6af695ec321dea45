// Good twin of alloca_past.c: allocates n + 1 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(10);
  char *p = __builtin_alloca(n + 1);
  memset(p, 'a', n);
  printf("%c\n", p[n - 1]);
  FAULT_NEXT();
  p[n] = 0;
  printf("after the fault %s\n", p);
  return 0;
}
