// Reads of p->a and p->g passed their checks, so the bytes between them
// are in bounds, but only for reading: the write to p->d is checked, and
// traps, since p points into a string literal.
// expect: write to read-only memory
// expect-at: check_hull_reads_cover_no_write.c:20:8
#include "safety.h"

struct eight {
  char a, b, c, d, e, f, g, h;
};

static volatile char sink;

int main(void) {
  struct eight *p = (struct eight *)"abcdefgh";
  if (opaque(0))
    p = malloc(sizeof *p);
  FAULT_NEXT();
  sink = p->a + p->g;
  p->d = 'x';
  puts("after the fault");
  return 0;
}
