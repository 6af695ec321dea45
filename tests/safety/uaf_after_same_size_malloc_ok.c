// Good twin of uaf_after_same_size_malloc.c: reads b, the live object.
// expect: ok
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
  printf("b->balance = %ld\n", b->balance);
  puts("after the fault");
  free(b);
  return 0;
}
