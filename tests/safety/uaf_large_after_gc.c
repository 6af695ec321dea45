// A freed 8 MB object (the allocator may map it on its own and give it back to the system),
// then more large allocations and collections: the dangling pointer still traps cleanly as use
// after free, never as a plain segmentation fault.
// expect: use after free
#include "safety.h"

int main(void) {
  char *big = malloc(8 << 20);
  big[0] = 1;
  free(big);
  for (int i = 0; i < 64; i++) {
    char *other = malloc(8 << 20);
    other[i] = 2;
  }
  puts("churned");
  FAULT_NEXT();
  printf("%d\n", big[opaque(4096)]);
  puts("after the fault");
  return 0;
}
