// Good twin of uaf_large_after_gc.c: the big object is read before it is freed.
// expect: ok
#include "safety.h"

int main(void) {
  char *big = malloc(8 << 20);
  big[0] = 1;
  for (int i = 0; i < 64; i++) {
    char *other = malloc(8 << 20);
    other[i] = 2;
  }
  puts("churned");
  FAULT_NEXT();
  printf("%d\n", big[opaque(4096)]);
  free(big);
  puts("after the fault");
  return 0;
}
