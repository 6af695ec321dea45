// After free, a malloc of the same size (which a plain allocator hands back at the same
// address) gets other memory or a new object: reading through the old pointer traps.
// expect: use after free
#include "safety.h"

struct account { long id; long balance; };

int main(void) {
  struct account *a = malloc(sizeof *a);
  a->id = 1;
  a->balance = 100;
  free(a);
  struct account *b = malloc(sizeof *b);
  b->id = 2;
  b->balance = 999999;
  printf("b: %ld %ld\n", b->id, b->balance);
  FAULT_NEXT();
  printf("a->balance = %ld\n", a->balance);
  puts("after the fault");
  return 0;
}
