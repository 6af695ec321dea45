// Good twin of gc_freed_then_reachable.c: entry 5 is replaced by a fresh object after free.
// expect: ok
#include "safety.h"

struct cache { char *entries[16]; };

int main(void) {
  struct cache *c = calloc(1, sizeof *c);
  for (int i = 0; i < 16; i++) c->entries[i] = malloc(64);
  free(c->entries[5]);
  c->entries[5] = malloc(64);
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
