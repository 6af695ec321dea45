// A pointer field of a packed struct sits at a misaligned address (offset 1), so the pointer
// stored there loses its capability: dereferencing the loaded field traps.
// expect: pointer without capability
// asan: miss packed fields are legal GNU C; only capabilities are lost there
#include "safety.h"

struct __attribute__((packed)) rec { char tag; int *value; };

int main(void) {
  int x = 9;
  struct rec *r = malloc(sizeof *r);
  r->tag = 't';
  r->value = &x;
  printf("size %d, bits equal: %d\n", (int)sizeof *r, r->value == &x);
  FAULT_NEXT();
  printf("%d\n", *r->value);
  puts("after the fault");
  return 0;
}
