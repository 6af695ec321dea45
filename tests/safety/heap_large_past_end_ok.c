// Good twin of heap_large_past_end.c: reads the last byte.
// expect: ok
#include "safety.h"

int main(void) {
  size_t n = (size_t)opaque(4 << 20);
  char *big = malloc(n);
  big[n - 1] = 'e';
  printf("%c\n", big[n - 1]);
  FAULT_NEXT();
  printf("%d\n", big[n - 1]);
  puts("after the fault");
  return 0;
}
