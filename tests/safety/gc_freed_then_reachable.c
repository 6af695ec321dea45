// An object freed while still referenced from a live heap structure: after collections the
// stale reference still names a freed object (its memory was not handed to anyone else
// under that capability) — writing through it traps as use after free.
// expect: use after free
#include "safety.h"

struct cache { char *entries[16]; };

int main(void) {
  struct cache *c = calloc(1, sizeof *c);
  for (int i = 0; i < 16; i++) c->entries[i] = malloc(64);
  free(c->entries[5]);
  for (int i = 0; i < 50000; i++) {
    char *junk = malloc(64);
    memset(junk, 'J', 64);
  }
  for (int i = 0; i < 16; i++)
    if (i != 5) c->entries[i][0] = 'k';
  puts("others fine");
  FAULT_NEXT();
  c->entries[5][0] = 'k';
  puts("after the fault");
  return 0;
}
