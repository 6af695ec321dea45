// Pointers inside structs returned by value, passed by value and stored in arrays of structs
// keep their capabilities.
// expect: ok
#include "safety.h"

struct str { char *p; size_t n; long pad[3]; };

static struct str make(const char *s) {
  struct str r;
  r.n = strlen(s);
  r.p = malloc(r.n + 1);
  memcpy(r.p, s, r.n + 1);
  return r;
}

static size_t len(struct str s) { return strlen(s.p) == s.n ? s.n : 0; }

int main(void) {
  struct str all[3];
  all[0] = make("one");
  all[1] = make("three");
  all[2] = all[0];
  printf("%zu %zu %zu %s\n", len(all[0]), len(all[1]), len(all[2]), all[2].p);
  return 0;
}
