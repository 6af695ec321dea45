// Good twin of heap_odd_size_write.c: malloc(n + 1) leaves room for the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(13);
  char *p = malloc(n + 1);
  memset(p, 'z', n);
  puts("13 bytes set");
  FAULT_NEXT();
  p[n] = 0;
  printf("after the fault %s\n", p);
  free(p);
  return 0;
}
