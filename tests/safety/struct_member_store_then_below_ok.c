// The twin of struct_member_store_then_below.c: p points to the start of
// an object big enough, so both accesses are inside it.
// expect: ok
#include "safety.h"

struct inner {
  long n;
  char *name;
};

struct outer {
  long pad;
  struct inner in;
};

static volatile long sink;

int main(void) {
  char *raw = malloc(sizeof(struct outer));
  struct outer *p = (struct outer *)raw;
  struct inner x = {1, "one"};
  p->pad = 5;
  p->in = x;
  sink = p->pad;
  printf("%ld %ld %s\n", sink, p->in.n, p->in.name);
  return 0;
}
