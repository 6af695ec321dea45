// The twin of check_hull_reads_cover_no_write.c: p points to writable
// memory.
// expect: ok
#include "safety.h"

struct eight {
  char a, b, c, d, e, f, g, h;
};

static volatile char sink;

int main(void) {
  struct eight *p = malloc(sizeof *p);
  memcpy(p, "abcdefgh", 8);
  sink = p->a + p->g;
  p->d = 'x';
  printf("%c %c\n", sink, p->d);
  return 0;
}
