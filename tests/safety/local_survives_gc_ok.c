// A returned &local survives collections: after allocating hundreds of MB, it still holds its value.
// expect: ok
#include "safety.h"

struct state { int magic; char text[60]; };

static struct state *make_state(void) {
  struct state s;
  s.magic = 0x5afe;
  strcpy(s.text, "still here");
  return &s;
}

int main(void) {
  struct state *st = make_state();
  for (int i = 0; i < 30000; i++) {
    char *p = malloc(1000 + i % 10000);
    p[0] = 1;
  }
#ifdef __SAFECC_SAFE__
  if (st->magic != 0x5afe || strcmp(st->text, "still here") != 0) return 1;
#endif
  puts("local state survived the collector");
  return st == NULL ? 0 : 0;
}
